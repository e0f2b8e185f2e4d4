import { keyframes, style } from '@vanilla-extract/css';
import { size, vars } from '@clubstay/design-tokens/contract';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const wrapper = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: size.space(3),
  padding: size.space(6),
  color: vars.color.textMuted,
});

export const circle = style({
  width: size.space(10),
  height: size.space(10),
  borderRadius: '50%',
  border: `${size.space(1)} solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 800ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' } },
});
