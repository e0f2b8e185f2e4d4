import { style } from '@vanilla-extract/css';
import { size, vars } from '@clubstay/design-tokens/contract';
import { toggleRow } from '#field/field.css.ts';

export const checkbox = style([toggleRow, { color: vars.color.text }]);

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: size.icon.md,
  height: size.icon.md,
  border: `${size.line.thick} solid ${vars.color.control}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.primaryText,
  transition: `background ${size.duration.base}, border-color ${size.duration.base}`,
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.link,
    },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${checkbox}[data-focus-visible] &`]: {
      outline: `${size.line.thick} solid ${vars.color.focus}`,
      outlineOffset: size.line.thick,
    },
  },
});

export const mark = style({
  width: size.icon.sm,
  height: size.icon.sm,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 3,
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: size.space(1) });
