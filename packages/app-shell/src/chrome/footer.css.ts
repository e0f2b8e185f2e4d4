import { style } from '@vanilla-extract/css';
import { size, vars } from '@clubstay/design-tokens/contract';
import { media } from '@clubstay/design-tokens/layout';

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  fontSize: size.text.base,
});

export const inner = style({
  maxWidth: size.footerMax,
  margin: '0 auto',
  padding: `${size.space(10)} ${size.space(4)} ${size.space(6)}`,
  display: 'grid',
  gap: size.space(8),
  gridTemplateColumns: '1fr',
  '@media': {
    [media.fromMd]: {
      gridTemplateColumns: '2fr 1fr 1fr 1fr',
      padding: `${size.space(12)} ${size.space(8)} ${size.space(6)}`,
    },
  },
});

export const brandColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: size.space(4),
  alignItems: 'flex-start',
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: size.space(2) });

export const columnTitle = style({
  fontSize: size.text.sm,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
  fontWeight: vars.weight.bold,
  margin: 0,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: size.space(2),
});

export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: size.space(3), alignItems: 'center' });

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: size.space(2),
  height: size.button.small,
  padding: `0 ${size.space(3)}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  textDecoration: 'none',
  background: vars.color.surface,
  fontSize: size.text.sm,
});

export const bottom = style({
  maxWidth: size.footerMax,
  margin: '0 auto',
  padding: `${size.space(4)} ${size.space(4)} ${size.space(8)}`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: size.text.sm,
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const newsletter = style({
  display: 'flex',
  flexDirection: 'column',
  gap: size.space(2),
  width: '100%',
});

export const newsletterLabel = style({ fontSize: size.text.base, color: vars.color.text });

export const newsletterRow = style({ display: 'flex', gap: size.space(2), flexWrap: 'wrap' });

export const newsletterInput = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: size.input.regular,
  padding: `0 ${size.space(3)}`,
  border: `${size.line.hair} solid ${vars.color.control}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&:focus-visible': {
      outline: `${size.line.thick} solid ${vars.color.focus}`,
      outlineOffset: size.line.thick,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const newsletterError = style({ margin: 0, color: vars.color.danger, fontSize: size.text.base });
