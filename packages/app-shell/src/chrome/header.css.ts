import { keyframes, style } from '@vanilla-extract/css';
import { size, vars } from '@clubstay/design-tokens/contract';
import { media } from '@clubstay/design-tokens/layout';

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
  zIndex: 20,
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
export const wide = style({ display: 'none', '@media': { [media.fromMd]: { display: 'flex', alignItems: 'center', gap: size.space(2) } } });
/** Shown below md only. */
export const narrow = style({ display: 'flex', alignItems: 'center', gap: size.space(2), '@media': { [media.fromMd]: { display: 'none' } } });

export const picker = style({ width: 112 });
export const forcedCurrency = style({ color: vars.color.textMuted, fontWeight: vars.weight.medium, padding: `0 ${size.space(2)}` });

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
  },
});

export const menuPopover = style({
  minWidth: 240,
  background: vars.color.surface,
  border: `${size.line.hair} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: size.space(2),
  boxShadow: `0 ${size.space(2)} ${size.space(6)} color-mix(in srgb, ${vars.color.text} 18%, transparent)`,
  outline: 'none',
});

export const menu = style({ outline: 'none', display: 'flex', flexDirection: 'column' });

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: size.space(3),
  padding: `${size.space(2)} ${size.space(3)}`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.surfaceAlt },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'default' },
  },
});

export const separator = style({ height: size.line.hair, background: vars.color.border, margin: `${size.space(1)} 0` });

export const badge = style({
  fontSize: size.text.xs,
  fontWeight: vars.weight.bold,
  textTransform: 'uppercase',
  padding: `${size.space(0.5)} ${size.space(2)}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.text,
});

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 40,
  background: `color-mix(in srgb, ${vars.color.secondary} ${size.scrimOpacity * 100}%, transparent)`,
  selectors: { '&[data-entering]': { animation: `${fadeIn} ${size.duration.slow}` } },
});

export const drawer = style({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  width: `min(100vw, ${size.sideMenu})`,
  background: vars.color.surface,
  display: 'flex',
  flexDirection: 'column',
  outline: 'none',
  selectors: { '&[data-entering]': { animation: `${slideIn} ${size.duration.slow} ease-out` } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const drawerDialog = style({ display: 'flex', flexDirection: 'column', height: '100%', outline: 'none', overflowY: 'auto' });

export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  height: size.header.xs,
  padding: `0 ${size.space(4)}`,
  borderBottom: `${size.line.hair} solid ${vars.color.border}`,
});

export const drawerTitle = style({ fontSize: size.text.md, margin: 0 });

export const drawerSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: size.space(1),
  padding: `${size.space(3)} ${size.space(4)}`,
  borderBottom: `${size.line.hair} solid ${vars.color.border}`,
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
export const drawerLink = style([menuItem, { selectors: { '&:hover': { background: vars.color.surfaceAlt } } }]);
export const drawerButtons = style({ display: 'flex', flexDirection: 'column', gap: size.space(2), padding: size.space(4) });
