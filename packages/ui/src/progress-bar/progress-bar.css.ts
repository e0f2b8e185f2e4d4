import { style } from '@vanilla-extract/css';
import { size, vars } from '@clubstay/design-tokens/contract';

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: size.space(1),
  width: '100%',
  fontSize: size.text.sm,
});
export const track = style({
  gridColumn: '1 / -1',
  height: size.space(2),
  borderRadius: vars.radius.pill,
  background: vars.color.border,
  overflow: 'hidden',
});
export const fill = style({
  height: '100%',
  background: vars.color.primary,
  transition: `width ${size.duration.slow}`,
});
export const valueText = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
