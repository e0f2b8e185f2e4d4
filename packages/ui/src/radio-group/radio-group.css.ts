import { style } from '@vanilla-extract/css';
import { size, vars } from '@clubstay/design-tokens/contract';
import { toggleRow } from '#field/field.css.ts';

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: size.space(1),
  selectors: {
    '[data-orientation="horizontal"] &': { flexDirection: 'row', flexWrap: 'wrap', gap: size.space(4) },
  },
});

export const radio = toggleRow;

export const dot = style({
  flexShrink: 0,
  width: size.icon.md,
  height: size.icon.md,
  borderRadius: '50%',
  border: `${size.line.thick} solid ${vars.color.control}`,
  background: vars.color.surface,
  transition: `border-width ${size.duration.base}`,
  selectors: {
    [`${radio}[data-selected] &`]: { borderColor: vars.color.link, borderWidth: size.space(1.5) },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${radio}[data-focus-visible] &`]: {
      outline: `${size.line.thick} solid ${vars.color.focus}`,
      outlineOffset: size.line.thick,
    },
  },
});
