import { style } from '@vanilla-extract/css';
import { size, vars } from '@clubstay/design-tokens/contract';

export const wordmark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: size.space(2),
  height: size.space(9),
});
/** The square mark takes the brand's corner radius, colour and heading font: the same drawing as the favicon. */
export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: size.space(8),
  height: size.space(8),
  borderRadius: vars.radius.medium,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontFamily: vars.font.heading,
  fontWeight: vars.weight.heading,
  fontSize: size.text.lg,
  lineHeight: 1,
});
export const name = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.weight.heading,
  fontSize: size.text.lg,
  color: vars.color.text,
  letterSpacing: '-0.01em',
  whiteSpace: 'nowrap',
});
