import { recipe } from '@vanilla-extract/recipes';
import { size, vars } from '@clubstay/design-tokens/contract';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: size.space(1),
    padding: `${size.space(0.5)} ${size.space(2)}`,
    borderRadius: vars.radius.pill,
    fontFamily: vars.font.body,
    fontSize: size.text.sm,
    fontWeight: vars.weight.bold,
    lineHeight: 1.5,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      primary: { background: vars.color.primary, color: vars.color.primaryText },
      accent: { background: vars.color.accent, color: vars.color.accentText },
      neutral: {
        background: vars.color.surfaceAlt,
        color: vars.color.text,
        border: `${size.line.hair} solid ${vars.color.border}`,
      },
      success: {
        background: vars.color.surface,
        color: vars.color.success,
        border: `${size.line.hair} solid currentColor`,
      },
      danger: {
        background: vars.color.surface,
        color: vars.color.danger,
        border: `${size.line.hair} solid currentColor`,
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
