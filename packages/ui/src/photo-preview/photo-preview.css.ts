import { style } from '@vanilla-extract/css';
import { size, vars } from '@clubstay/design-tokens/contract';
import { media } from '@clubstay/design-tokens/layout';

export const root = style({ position: 'relative' });

export const photos = style({
  display: 'grid',
  gap: size.space(1),
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
  border: 'none',
  padding: 0,
  background: vars.color.surfaceAlt,
  cursor: 'zoom-in',
  width: '100%',
  selectors: {
    '&:focus-visible': {
      outline: `${size.line.thick} solid ${vars.color.focus}`,
      outlineOffset: size.line.thick,
    },
    '&:disabled': { cursor: 'default' },
  },
});
export const small = style({ gridTemplateColumns: '1fr', aspectRatio: '4 / 3' });
export const medium = style({
  gridTemplateColumns: '2fr 1fr',
  gridTemplateRows: '1fr 1fr',
  aspectRatio: '3 / 2',
});
export const large = style({
  gridTemplateColumns: '2fr 1fr 1fr',
  gridTemplateRows: '1fr 1fr',
  aspectRatio: '2 / 1',
});
export const photo = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  display: 'block',
  minHeight: 0,
});
export const main = style({ gridRow: '1 / -1' });

/**
 * `phoneLayout: 'small'`: on a phone the preview is one photo, by CSS, so the server's page and the
 * phone's first render agree (chosen in script, it changed at hydration: the cards grew and moved under
 * a finger already on its way to one of them).
 */
export const phoneSmall = style({
  '@media': {
    [media.mobile]: { gridTemplateColumns: '1fr', gridTemplateRows: 'none', aspectRatio: '4 / 3' },
  },
});
export const phoneMain = style({ '@media': { [media.mobile]: { gridRow: 'auto' } } });

/** "12 photos", over the bottom-right corner. */
export const count = style({
  position: 'absolute',
  right: size.space(2),
  bottom: size.space(2),
  padding: `${size.space(1)} ${size.space(2)}`,
  borderRadius: vars.radius.pill,
  background: vars.color.secondary,
  color: vars.color.secondaryText,
  fontSize: size.text.sm,
  pointerEvents: 'none',
});
