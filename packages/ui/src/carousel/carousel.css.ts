import { style } from '@vanilla-extract/css';
import { size, vars } from '@clubstay/design-tokens/contract';

export const root = style({
  position: 'relative',
  width: '100%',
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
});

/** Slides snap one by one, 10 px apart (spec 1 §9). */
export const track = style({
  display: 'flex',
  gap: size.carouselGap,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  overscrollBehaviorX: 'contain',
  outline: 'none',
  selectors: {
    '&::-webkit-scrollbar': { display: 'none' },
    '&:focus-visible': {
      outline: `${size.line.thick} solid ${vars.color.focus}`,
      outlineOffset: `-${size.line.thick}`,
    },
  },
});

export const slide = style({ flex: '0 0 100%', scrollSnapAlign: 'start', minWidth: 0 });

const floating = {
  position: 'absolute',
  background: `color-mix(in srgb, ${vars.color.secondary} 70%, transparent)`,
  color: vars.color.secondaryText,
} as const;

export const counter = style({
  ...floating,
  right: size.space(2),
  bottom: size.space(2),
  padding: `${size.space(0.5)} ${size.space(2)}`,
  borderRadius: vars.radius.pill,
  fontSize: size.text.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const nav = style({
  ...floating,
  top: '50%',
  transform: 'translateY(-50%)',
  width: size.button.small,
  height: size.button.small,
  borderRadius: '50%',
  border: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  fontSize: size.text.lg,
  outline: 'none',
  selectors: {
    '&[data-disabled]': { opacity: 0, pointerEvents: 'none' },
    '&[data-focus-visible]': {
      outline: `${size.line.thick} solid ${vars.color.focus}`,
      outlineOffset: size.line.thick,
    },
  },
});
export const previous = style({ left: size.space(2) });
export const next = style({ right: size.space(2) });
