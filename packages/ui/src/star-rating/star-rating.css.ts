import { style } from '@vanilla-extract/css';
import { size, vars } from '@clubstay/design-tokens/contract';

export const stars = style({ display: 'inline-flex', gap: size.line.thick, verticalAlign: 'middle' });
export const star = style({ width: size.icon.sm, height: size.icon.sm });
export const filled = style({ fill: vars.color.accent, stroke: vars.color.text, strokeWidth: 0.6 });
export const empty = style({ fill: 'none', stroke: vars.color.textMuted, strokeWidth: 1 });
