import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { size, vars } from '@clubstay/design-tokens/contract';
import { layer, media } from '@clubstay/design-tokens/layout';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: layer.gallery,
  background: vars.color.secondary,
});

export const modal = style({ position: 'absolute', inset: 0, outline: 'none' });

export const dialog = style({ height: '100%', outline: 'none' });

export const content = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  height: '100%',
  color: vars.color.secondaryText,
  fontFamily: vars.font.body,
  outline: 'none',
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: size.space(3),
  padding: `${size.space(2)} ${size.space(4)}`,
});
export const title = style({
  flex: 1,
  margin: 0,
  fontSize: size.text.md,
  fontWeight: vars.weight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const index = style({ fontVariantNumeric: 'tabular-nums', fontSize: size.text.base });

export const stage = style({
  position: 'relative',
  minHeight: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
});

const inFromRight = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'translateX(0)' },
});
const inFromLeft = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(0)' },
});

export const image = style({
  maxWidth: '100%',
  maxHeight: '100%',
  objectFit: 'contain',
  display: 'block',
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});
/** Slides move in 100 ms (spec 1 §9). */
export const slideIn = styleVariants({
  none: {},
  next: { animation: `${inFromRight} ${size.duration.fast} ease-out` },
  previous: { animation: `${inFromLeft} ${size.duration.fast} ease-out` },
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: size.button.regular,
  height: size.button.regular,
  borderRadius: '50%',
  border: 'none',
  background: `color-mix(in srgb, ${vars.color.secondaryText} 14%, transparent)`,
  color: vars.color.secondaryText,
  fontSize: size.text.lg,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: `color-mix(in srgb, ${vars.color.secondaryText} 24%, transparent)` },
    '&[data-focus-visible]': { outline: `${size.line.thick} solid ${vars.color.secondaryText}` },
  },
});
export const navButton = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  zIndex: layer.raised,
});
export const previous = style({ left: size.space(3) });
export const next = style({ right: size.space(3) });

export const thumbs = style({
  display: 'flex',
  gap: size.space(2),
  padding: `${size.space(3)} ${size.space(4)}`,
  overflowX: 'auto',
  outline: 'none',
  scrollbarWidth: 'thin',
});
export const thumb = style({
  flex: `0 0 ${size.space(20)}`,
  height: size.space(14),
  borderRadius: vars.radius.small,
  overflow: 'hidden',
  opacity: 0.6,
  cursor: 'pointer',
  outline: 'none',
  border: `${size.line.thick} solid transparent`,
  selectors: {
    '&[data-selected]': { opacity: 1, borderColor: vars.color.accent },
    '&[data-hovered]': { opacity: 0.9 },
    '&[data-focus-visible]': {
      outline: `${size.line.thick} solid ${vars.color.secondaryText}`,
      outlineOffset: size.line.thick,
    },
  },
});
export const thumbImage = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });
