import { style } from '@vanilla-extract/css';
import { size, vars } from '@clubstay/design-tokens/contract';

export const popover = style({ maxWidth: `min(${size.popover.suggestion}, 95vw)` });
export const wide = style({ maxWidth: `calc(100vw - ${size.space(8)})` });
export const content = style({ padding: size.space(4), outline: 'none' });
export const arrow = style({ display: 'block' });
export const arrowPath = style({ fill: vars.color.surface, stroke: vars.color.border });
