import { keyframes, style } from '@vanilla-extract/css';
import { size, vars } from '@clubstay/design-tokens/contract';
import { media } from '@clubstay/design-tokens/layout';

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const list = style({ display: 'flex', flexDirection: 'column', gap: size.space(2) });
export const block = style({
  display: 'block',
  background: vars.color.border,
  borderRadius: vars.radius.small,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});
export const line = style({ height: size.text.md });
