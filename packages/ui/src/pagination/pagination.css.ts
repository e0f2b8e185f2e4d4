import { style } from '@vanilla-extract/css';
import { size, vars } from '@clubstay/design-tokens/contract';

export const nav = style({ display: 'flex', justifyContent: 'center' });
export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: size.space(1),
  listStyle: 'none',
  margin: 0,
  padding: 0,
  flexWrap: 'wrap',
});
export const current = style({
  selectors: {
    '&&': { background: vars.color.primary, color: vars.color.primaryText, borderColor: vars.color.primary },
  },
});
export const gap = style({ minWidth: size.button.small, textAlign: 'center', color: vars.color.textMuted });
export const page = style({ minWidth: size.button.small });
