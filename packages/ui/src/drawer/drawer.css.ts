import { keyframes, style } from '@vanilla-extract/css';
import { size, vars } from '@clubstay/design-tokens/contract';
import { layer, media } from '@clubstay/design-tokens/layout';

const fromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
const fromBottom = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: layer.modal,
  background: `color-mix(in srgb, ${vars.color.secondary} calc(${size.scrimOpacity} * 100%), transparent)`,
});

/** A bottom sheet on phones; from md a 400 px side menu on the right (spec 1 §9). */
export const panel = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  maxHeight: '90vh',
  display: 'flex',
  background: vars.color.surface,
  color: vars.color.text,
  borderTopLeftRadius: vars.radius.large,
  borderTopRightRadius: vars.radius.large,
  outline: 'none',
  overflow: 'hidden',
  selectors: { '&[data-entering]': { animation: `${fromBottom} ${size.duration.slow} ease-out` } },
  '@media': {
    [media.fromMd]: {
      left: 'auto',
      top: 0,
      width: size.sideMenu,
      maxWidth: '100vw',
      maxHeight: 'none',
      borderRadius: 0,
      selectors: { '&[data-entering]': { animation: `${fromRight} ${size.duration.slow} ease-out` } },
    },
    [media.reducedMotion]: { animation: 'none' },
  },
});

/** Forced placements for stories and screens that always want one shape. */
export const sideRight = style({
  '@media': {
    screen: {
      left: 'auto',
      top: 0,
      width: size.sideMenu,
      maxWidth: '100vw',
      maxHeight: 'none',
      borderRadius: 0,
    },
  },
});
export const bottomSheet = style({
  '@media': {
    screen: {
      left: 0,
      top: 'auto',
      width: 'auto',
      maxHeight: '90vh',
      borderRadius: `${vars.radius.large} ${vars.radius.large} 0 0`,
    },
  },
});
