import { style } from '@vanilla-extract/css';
import { size, vars } from '@clubstay/design-tokens/contract';
import { layer, media } from '@clubstay/design-tokens/layout';

export const header = style({
  height: size.header.xs,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: size.space(3),
  padding: `0 ${size.space(4)}`,
  background: vars.color.surface,
  borderBottom: `${size.line.hair} solid ${vars.color.border}`,
  position: 'sticky',
  top: 0,
  zIndex: layer.header,
  '@media': { [media.fromMd]: { height: size.header.md, padding: `0 ${size.space(8)}` } },
});

export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  textDecoration: 'none',
  color: vars.color.text,
  borderRadius: vars.radius.small,
  flexShrink: 0,
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: size.space(2), minWidth: 0 });

/** Shown from md up only. */
export const wide = style({
  display: 'none',
  '@media': { [media.fromMd]: { display: 'flex', alignItems: 'center', gap: size.space(2) } },
});
/** Shown below md only. */
export const narrow = style({
  display: 'flex',
  alignItems: 'center',
  gap: size.space(2),
  '@media': { [media.fromMd]: { display: 'none' } },
});

export const picker = style({ width: 112 });
export const forcedCurrency = style({
  color: vars.color.textMuted,
  fontWeight: vars.weight.medium,
  padding: `0 ${size.space(2)}`,
});

export const textLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: size.button.small,
  padding: `0 ${size.space(3)}`,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.weight.medium,
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
});

export const primaryLink = style([
  textLink,
  {
    background: vars.color.primary,
    color: vars.color.primaryText,
    selectors: { '&:hover': { background: vars.color.primary, filter: 'brightness(0.92)' } },
  },
]);

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: size.space(2),
  height: size.button.small,
  minWidth: size.button.small,
  padding: `0 ${size.space(2)}`,
  border: `${size.line.hair} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  fontFamily: vars.font.body,
  fontSize: size.text.base,
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceAlt },
    '&[data-focus-visible]': { outline: `${size.line.thick} solid ${vars.color.focus}`, outlineOffset: 2 },
    // The light triggers of the first render are plain buttons, without react-aria's data attributes.
    '&:not([data-rac]):active': { background: vars.color.surfaceAlt },
    '&:not([data-rac]):focus-visible': {
      outline: `${size.line.thick} solid ${vars.color.focus}`,
      outlineOffset: 2,
    },
  },
  '@media': {
    '(hover: hover)': { selectors: { '&:not([data-rac]):hover': { background: vars.color.surfaceAlt } } },
  },
});

export const drawerDialog = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  outline: 'none',
  overflowY: 'auto',
});

export const drawerSectionTitle = style({
  fontSize: size.text.sm,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  margin: `${size.space(1)} 0`,
});

export const profile = style({ display: 'flex', flexDirection: 'column', gap: size.space(0.5) });
export const profileName = style({ fontWeight: vars.weight.bold, fontSize: size.text.md });
export const profileEmail = style({ color: vars.color.textMuted, wordBreak: 'break-all' });
export const drawerLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: size.space(2),
  padding: `${size.space(2)} ${size.space(3)}`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
});
export const drawerButtons = style({
  display: 'flex',
  flexDirection: 'column',
  gap: size.space(2),
  padding: size.space(4),
});

export const menuLine = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: size.space(3),
  width: '100%',
});

export const drawerSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: size.space(1),
  padding: `${size.space(3)} ${size.space(4)}`,
  borderBottom: `${size.line.hair} solid ${vars.color.border}`,
});
