import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { size, vars } from '@clubstay/design-tokens/contract';

export const banner = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: size.space(3),
    padding: `${size.space(3)} ${size.space(4)}`,
    borderRadius: vars.radius.medium,
    fontFamily: vars.font.body,
    fontSize: size.text.base,
    border: `${size.line.hair} solid ${vars.color.border}`,
    borderLeftWidth: size.space(1),
    background: vars.color.surfaceAlt,
    color: vars.color.text,
  },
  variants: {
    tone: {
      info: { borderLeftColor: vars.color.primary },
      promo: {
        background: vars.color.secondary,
        color: vars.color.secondaryText,
        borderColor: vars.color.secondary,
        borderLeftColor: vars.color.accent,
      },
      success: { borderLeftColor: vars.color.success },
      warning: { borderLeftColor: vars.color.warning },
      danger: { borderLeftColor: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'info' },
});
export const body = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: size.space(1) });
export const title = style({ fontWeight: vars.weight.bold });
export const dismiss = style({ color: 'inherit' });
