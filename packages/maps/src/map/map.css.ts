import { style } from '@vanilla-extract/css';
import { size, vars } from '@clubstay/design-tokens/contract';
import { layer } from '@clubstay/design-tokens/layout';

// MapLibre makes its container `position: relative`: the size must hold either way.
export const canvas = style({ position: 'absolute', inset: 0, width: '100%', height: '100%' });

export const pin = style({
  border: `${size.line.hair} solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: size.text.sm,
  fontWeight: vars.weight.bold,
  padding: `${size.space(1)} ${size.space(2)}`,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&[aria-pressed="true"], &:hover': {
      background: vars.color.primary,
      color: vars.color.primaryText,
      zIndex: layer.raised,
    },
    '&:focus-visible': {
      outline: `${size.line.thick} solid ${vars.color.focus}`,
      outlineOffset: size.line.thick,
    },
  },
});

export const cluster = style([
  pin,
  {
    background: vars.color.primary,
    color: vars.color.primaryText,
    minWidth: size.space(9),
    textAlign: 'center',
  },
]);

/** The theme colours the offline map paints with (as `var(--…)`; resolved on the map element). */
export const mapColors = {
  sea: vars.color.surfaceAlt,
  land: vars.color.surface,
  border: vars.color.border,
  area: vars.color.primary,
};
