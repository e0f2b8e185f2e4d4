import { style } from '@vanilla-extract/css';
import { size, vars } from '@clubstay/design-tokens/contract';

export const searchIcon = style({
  color: vars.color.textMuted,
  width: size.icon.md,
  height: size.icon.md,
  flexShrink: 0,
});
export const hiddenWhenEmpty = style({ selectors: { '[data-empty] &': { visibility: 'hidden' } } });
