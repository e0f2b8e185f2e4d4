import { style } from '@vanilla-extract/css';
import { size, vars } from '@clubstay/design-tokens/contract';

export const tooltip = style({
  maxWidth: size.space(70),
  padding: `${size.space(1.5)} ${size.space(2.5)}`,
  borderRadius: vars.radius.small,
  background: vars.color.secondary,
  color: vars.color.secondaryText,
  fontFamily: vars.font.body,
  fontSize: size.text.sm,
  lineHeight: 1.4,
});
