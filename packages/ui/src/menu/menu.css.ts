import { style } from '@vanilla-extract/css';
import { size } from '@clubstay/design-tokens/contract';

export const popover = style({ minWidth: `max(var(--trigger-width), ${size.space(48)})` });
export const separator = style({
  height: size.line.hair,
  margin: `${size.space(1)} 0`,
  background: 'currentColor',
  opacity: 0.15,
});
