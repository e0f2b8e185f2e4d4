import { style } from '@vanilla-extract/css';
import { size, vars } from '@clubstay/design-tokens/contract';

export const trigger = style({
  justifyContent: 'space-between',
  cursor: 'pointer',
  textAlign: 'start',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${size.line.thick} solid ${vars.color.focus}`,
      outlineOffset: size.line.thick,
    },
  },
});
export const value = style({
  flex: 1,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});
export const chevron = style({
  width: size.icon.sm,
  height: size.icon.sm,
  color: vars.color.textMuted,
  flexShrink: 0,
});
export const popover = style({ minWidth: 'var(--trigger-width)' });
/**
 * The plain-button stand-in of a trigger (`SelectTrigger`): react-aria's data attributes are not
 * there, so hover and keyboard focus come from the pseudo-classes.
 */
export const lightTrigger = style({
  selectors: {
    '&:focus-visible': {
      outline: `${size.line.thick} solid ${vars.color.focus}`,
      outlineOffset: size.line.thick,
    },
  },
  '@media': { '(hover: hover)': { selectors: { '&:hover': { borderColor: vars.color.textMuted } } } },
});
