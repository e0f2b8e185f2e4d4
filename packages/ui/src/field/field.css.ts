import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { size, vars } from '@clubstay/design-tokens/contract';

/** The column every labelled field shares: label, control, description or error. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: size.space(1),
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

/** The row of a toggle and its label (Checkbox, Radio, Switch): the whole row takes the press. */
export const toggleRow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: size.space(2),
  minHeight: size.space(8),
  cursor: 'pointer',
  fontSize: size.text.base,
  selectors: { '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' } },
});

export const label = style({
  fontSize: size.text.base,
  fontWeight: vars.weight.medium,
  color: vars.color.text,
});

export const description = style({ fontSize: size.text.sm, color: vars.color.textMuted });

export const errorText = style({ fontSize: size.text.sm, color: vars.color.danger });

/** The bordered box of an input (and of a ComboBox/NumberField group). */
export const control = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: size.space(2),
    width: '100%',
    background: vars.color.surface,
    color: vars.color.text,
    // `control`, not `border`: a field's outline must read at 3:1 (WCAG 1.4.11).
    border: `${size.line.hair} solid ${vars.color.control}`,
    borderRadius: vars.radius.medium,
    paddingInline: size.space(3),
    fontFamily: vars.font.body,
    fontSize: size.text.md,
    outline: 'none',
    transition: `border-color ${size.duration.base}`,
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.textMuted },
      '&[data-focused], &[data-focus-within], &:focus-within': {
        borderColor: vars.color.focus,
        boxShadow: `0 0 0 ${size.line.hair} ${vars.color.focus}`,
      },
      '&[data-invalid]': { borderColor: vars.color.danger },
      '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed', background: vars.color.surfaceAlt },
    },
  },
  variants: {
    size: {
      regular: { height: size.input.regular },
      small: { height: size.input.small, fontSize: size.text.base },
    },
  },
  defaultVariants: { size: 'regular' },
});

/** The bare <input> inside a control box. */
export const input = style({
  flex: 1,
  minWidth: 0,
  height: '100%',
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  padding: 0,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&[type="search"]::-webkit-search-cancel-button': { display: 'none' },
  },
});

/**
 * A standalone input (TextField): the control box (border, padding, height) is the <input> itself, so
 * it takes only the text details of `input` — never its `border: none`, which would win over the
 * control's border (same specificity, later in the sheet) and leave the field without an outline.
 */
export const standaloneInput = style({
  minWidth: 0,
  font: 'inherit',
  selectors: { '&::placeholder': { color: vars.color.textMuted } },
});

/** Small square icon buttons inside a control (clear, +, −, open). */
export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: size.space(7),
  height: size.space(7),
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  fontSize: size.text.md,
  lineHeight: 1,
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceAlt },
    '&[data-focus-visible]': { outline: `${size.line.thick} solid ${vars.color.focus}` },
    '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed' },
  },
});

/** Popover surfaces (Select, ComboBox, Menu, Popover). */
export const popoverSurface = style({
  background: vars.color.surface,
  color: vars.color.text,
  border: `${size.line.hair} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: `0 ${size.space(2)} ${size.space(6)} color-mix(in srgb, ${vars.color.secondary} 22%, transparent)`,
  overflow: 'auto',
  outline: 'none',
  fontFamily: vars.font.body,
});

/** Option rows of a ListBox or Menu. */
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: size.space(2),
  minHeight: size.button.small,
  paddingInline: size.space(3),
  paddingBlock: size.space(1),
  cursor: 'pointer',
  outline: 'none',
  fontSize: size.text.base,
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.surfaceAlt },
    '&[data-selected]': { fontWeight: vars.weight.bold },
    '&[data-focus-visible]': {
      outline: `${size.line.thick} solid ${vars.color.focus}`,
      outlineOffset: `-${size.line.thick}`,
    },
    '&[data-disabled]': { opacity: 0.45, cursor: 'not-allowed' },
  },
});

export const listBox = style({
  padding: size.space(1),
  outline: 'none',
  maxHeight: 'inherit',
  overflow: 'auto',
});
