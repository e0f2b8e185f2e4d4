import { style } from '@vanilla-extract/css';
import { size, vars } from '@clubstay/design-tokens/contract';

export const slider = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: size.space(2),
  width: '100%',
  fontFamily: vars.font.body,
});
export const output = style({
  fontSize: size.text.base,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});
export const track = style({
  gridColumn: '1 / -1',
  position: 'relative',
  height: size.sliderThumb,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      top: '50%',
      left: 0,
      right: 0,
      height: size.space(1),
      transform: 'translateY(-50%)',
      borderRadius: vars.radius.pill,
      background: vars.color.control,
    },
    '&[data-disabled]': { opacity: 0.5 },
  },
});
export const fill = style({
  position: 'absolute',
  top: '50%',
  height: size.space(1),
  transform: 'translateY(-50%)',
  borderRadius: vars.radius.pill,
  background: vars.color.link,
});
/** 20 px thumbs (spec 1 §9). */
export const thumb = style({
  top: '50%',
  width: size.sliderThumb,
  height: size.sliderThumb,
  borderRadius: '50%',
  background: vars.color.surface,
  border: `${size.line.thick} solid ${vars.color.link}`,
  boxShadow: `0 ${size.line.hair} ${size.space(1)} color-mix(in srgb, ${vars.color.secondary} 30%, transparent)`,
  cursor: 'grab',
  selectors: {
    '&[data-dragging]': { cursor: 'grabbing', background: vars.color.surfaceAlt },
    '&[data-focus-visible]': {
      outline: `${size.line.thick} solid ${vars.color.focus}`,
      outlineOffset: size.line.thick,
    },
  },
});
