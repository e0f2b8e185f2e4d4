import { style } from '@vanilla-extract/css';
import { vars } from '@clubstay/design-tokens/contract';
import { control } from '#field/field.css.ts';

/**
 * The <input> or <textarea> is itself the control box (border, height, padding from `control`), so
 * it must not take the bare-input reset (no border, 100% height) that inputs inside a control use.
 */
export const textInput = style({
  minWidth: 0,
  boxSizing: 'border-box',
  font: 'inherit',
  selectors: { '&::placeholder': { color: vars.color.textMuted } },
});
export const textArea = style({
  paddingBlock: '0.6em',
  minHeight: '6em',
  height: 'auto',
  resize: 'vertical',
});
export { control };
