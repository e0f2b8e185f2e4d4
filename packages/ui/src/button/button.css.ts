import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { size, vars } from '@clubstay/design-tokens/contract';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: size.space(2),
    border: `${size.line.hair} solid transparent`,
    borderRadius: vars.radius.medium,
    fontFamily: vars.font.body,
    fontWeight: vars.weight.medium,
    cursor: 'pointer',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: 'background-color 120ms, border-color 120ms, opacity 120ms',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': {
        outline: `${size.line.thick} solid ${vars.color.focus}`,
        outlineOffset: size.line.thick,
      },
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.primaryText,
        selectors: { '&[data-hovered], &[data-pressed]': { filter: 'brightness(0.92)' } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceAlt } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceAlt } },
      },
    },
    size: {
      regular: { height: size.button.regular, padding: `0 ${size.space(5)}`, fontSize: size.text.md },
      small: { height: size.button.small, padding: `0 ${size.space(3)}`, fontSize: size.text.base },
    },
  },
  defaultVariants: { variant: 'primary', size: 'regular' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** The small spinner a pending (loading) button shows before its label. */
export const pendingDot = style({
  width: size.icon.sm,
  height: size.icon.sm,
  borderRadius: '50%',
  border: `${size.line.thick} solid currentColor`,
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
});

/**
 * `NativeButton`: a plain `<button>` has no react-aria data attributes, so hover, press and keyboard
 * focus come from the pseudo-classes (the same looks as the recipe's).
 */
export const native = style({
  selectors: {
    '&:focus-visible': {
      outline: `${size.line.thick} solid ${vars.color.focus}`,
      outlineOffset: size.line.thick,
    },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});
export const nativeHover = recipe({
  variants: {
    variant: {
      primary: {
        '@media': { '(hover: hover)': { selectors: { '&:hover': { filter: 'brightness(0.92)' } } } },
        selectors: { '&:active': { filter: 'brightness(0.92)' } },
      },
      secondary: {
        '@media': { '(hover: hover)': { selectors: { '&:hover': { background: vars.color.surfaceAlt } } } },
        selectors: { '&:active': { background: vars.color.surfaceAlt } },
      },
      ghost: {
        '@media': { '(hover: hover)': { selectors: { '&:hover': { background: vars.color.surfaceAlt } } } },
        selectors: { '&:active': { background: vars.color.surfaceAlt } },
      },
    },
  },
  defaultVariants: { variant: 'primary' },
});
