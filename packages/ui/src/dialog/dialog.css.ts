import { keyframes, style } from '@vanilla-extract/css';
import { size, vars } from '@clubstay/design-tokens/contract';
import { layer, media } from '@clubstay/design-tokens/layout';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: layer.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: `color-mix(in srgb, ${vars.color.secondary} calc(${size.scrimOpacity} * 100%), transparent)`,
  selectors: { '&[data-entering]': { animation: `${fadeIn} ${size.duration.base}` } },
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

/** 90% of the viewport, at most 900 × 675 (spec 1 §9). */
export const modal = style({
  display: 'flex',
  width: size.dialog.width,
  maxHeight: size.dialog.height,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  outline: 'none',
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: size.space(4),
  width: '100%',
  padding: size.space(6),
  overflow: 'auto',
  outline: 'none',
  fontFamily: vars.font.body,
});

export const dialogHeader = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: size.space(4),
});
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.weight.heading,
  fontSize: size.text.lg,
});
export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: size.space(2),
  flexWrap: 'wrap',
});
