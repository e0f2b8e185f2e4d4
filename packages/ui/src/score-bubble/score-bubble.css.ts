import { style, styleVariants } from '@vanilla-extract/css';
import { size, vars } from '@clubstay/design-tokens/contract';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: size.space(2),
  fontFamily: vars.font.body,
});
export const bubble = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: size.space(10),
  height: size.space(8),
  padding: `0 ${size.space(1.5)}`,
  borderRadius: `${vars.radius.medium} ${vars.radius.medium} ${vars.radius.medium} 0`,
  fontWeight: vars.weight.bold,
  fontSize: size.text.md,
});
/** Poor and Fair are muted, Good and up use the brand: the colour says "good" without words. */
export const tone = styleVariants({
  low: {
    background: vars.color.surfaceAlt,
    color: vars.color.text,
    border: `${size.line.hair} solid ${vars.color.border}`,
  },
  mid: { background: vars.color.secondary, color: vars.color.secondaryText },
  high: { background: vars.color.primary, color: vars.color.primaryText },
});
export const text = style({ display: 'flex', flexDirection: 'column', lineHeight: 1.25 });
export const category = style({ fontWeight: vars.weight.bold, fontSize: size.text.base });
export const count = style({ fontSize: size.text.sm, color: vars.color.textMuted });
