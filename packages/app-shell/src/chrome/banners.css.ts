import { style } from '@vanilla-extract/css';
import { size, vars } from '@clubstay/design-tokens/contract';
import { layer, media } from '@clubstay/design-tokens/layout';

export const promo = style({
  display: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  gap: size.space(4),
  padding: `${size.space(2)} ${size.space(12)}`,
  background: vars.color.secondary,
  color: vars.color.secondaryText,
  fontSize: size.text.base,
  position: 'relative',
  // Non-mobile screens only (spec 1 §2).
  '@media': { [media.fromMd]: { display: 'flex' } },
});

export const promoLink = style({ color: 'inherit', fontWeight: vars.weight.bold });

export const closeButton = style({
  position: 'absolute',
  right: size.space(3),
  top: '50%',
  transform: 'translateY(-50%)',
  width: size.button.small,
  height: size.button.small,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  fontSize: size.text.lg,
  lineHeight: 1,
  // A plain button: keyboard focus and hover from the pseudo-classes.
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}` },
  },
  '@media': {
    '(hover: hover)': {
      selectors: { '&:hover': { background: vars.color.surfaceAlt, color: vars.color.text } },
    },
  },
});

export const cookie = style({
  position: 'fixed',
  insetInline: size.space(4),
  bottom: size.space(4),
  zIndex: layer.banner,
  maxWidth: size.textWidth.banner,
  marginInline: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: size.space(4),
  padding: size.space(4),
  background: vars.color.surface,
  color: vars.color.text,
  border: `2px solid ${vars.color.primary}`,
  borderRadius: vars.radius.large,
});

export const cookieText = style({ flex: '1 1 320px', margin: 0 });
