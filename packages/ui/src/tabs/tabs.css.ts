import { style } from '@vanilla-extract/css';
import { size, vars } from '@clubstay/design-tokens/contract';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: size.space(4),
  fontFamily: vars.font.body,
});
export const tabList = style({
  display: 'flex',
  gap: size.space(1),
  borderBottom: `${size.line.hair} solid ${vars.color.border}`,
  overflowX: 'auto',
});
export const tab = style({
  padding: `${size.space(2)} ${size.space(4)}`,
  fontSize: size.text.base,
  fontWeight: vars.weight.medium,
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  whiteSpace: 'nowrap',
  borderBottom: `${size.line.thick} solid transparent`,
  marginBottom: `-${size.line.hair}`,
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.text, borderBottomColor: vars.color.primary },
    '&[data-focus-visible]': {
      outline: `${size.line.thick} solid ${vars.color.focus}`,
      outlineOffset: `-${size.line.thick}`,
    },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});
export const panel = style({
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `${size.line.thick} solid ${vars.color.focus}` } },
});
