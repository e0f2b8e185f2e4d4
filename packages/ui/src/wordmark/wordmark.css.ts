import { style } from '@vanilla-extract/css';
import { size, vars } from '@clubstay/design-tokens/contract';

export const wordmark = style({ display: 'inline-flex', alignItems: 'center', gap: size.space(2), height: size.space(9) });
export const mark = style({ fill: vars.color.primary });
export const markLetter = style({ fill: vars.color.primaryText });
export const name = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.weight.heading,
  fontSize: size.text.lg,
  color: vars.color.text,
  letterSpacing: '-0.01em',
  whiteSpace: 'nowrap',
});
