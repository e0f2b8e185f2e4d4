import { style } from '@vanilla-extract/css';
import { size, vars } from '@clubstay/design-tokens/contract';
import { toggleRow } from '#field/field.css.ts';

export const switchRoot = toggleRow;

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: size.space(10),
  height: size.space(6),
  borderRadius: vars.radius.pill,
  background: vars.color.control,
  transition: `background ${size.duration.base}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { background: vars.color.link },
    [`${switchRoot}[data-focus-visible] &`]: {
      outline: `${size.line.thick} solid ${vars.color.focus}`,
      outlineOffset: size.line.thick,
    },
  },
});

export const thumb = style({
  position: 'absolute',
  top: size.space(0.5),
  left: size.space(0.5),
  width: size.space(5),
  height: size.space(5),
  borderRadius: '50%',
  background: vars.color.surface,
  transition: `transform ${size.duration.base}`,
  selectors: { [`${switchRoot}[data-selected] &`]: { transform: `translateX(${size.space(4)})` } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
