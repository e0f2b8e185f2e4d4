import { style } from '@vanilla-extract/css';
import { size, vars } from '@clubstay/design-tokens/contract';
import { media } from '@clubstay/design-tokens/layout';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const header = style({
  height: size.header.xs,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `0 ${size.space(4)}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  position: 'sticky',
  top: 0,
  zIndex: 10,
  '@media': { [media.fromMd]: { height: size.header.md, padding: `0 ${size.space(8)}` } },
});

export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  textDecoration: 'none',
  color: vars.color.text,
  borderRadius: vars.radius.small,
});

export const main = style({ flex: 1, display: 'flex', flexDirection: 'column' });

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
  color: vars.color.textMuted,
  fontSize: size.text.sm,
});

export const footerInner = style({
  maxWidth: size.footerMax,
  margin: '0 auto',
  padding: `${size.space(6)} ${size.space(4)}`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: size.space(4),
  justifyContent: 'space-between',
  alignItems: 'center',
});

export const fullScreen = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: size.space(4),
  padding: size.space(6),
  textAlign: 'center',
  background: vars.color.surface,
});

export const fullScreenTitle = style({ fontSize: size.text.xl, color: vars.color.text });
export const fullScreenText = style({ maxWidth: 520, margin: 0, color: vars.color.textMuted, fontSize: size.text.md });
