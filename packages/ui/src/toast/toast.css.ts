import { style } from '@vanilla-extract/css';
import { size, vars } from '@clubstay/design-tokens/contract';
import { layer } from '@clubstay/design-tokens/layout';

export const region = style({
  position: 'fixed',
  bottom: size.space(4),
  right: size.space(4),
  left: size.space(4),
  zIndex: layer.toast,
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'flex-end',
  gap: size.space(2),
  outline: 'none',
  pointerEvents: 'none',
});

export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: size.space(3),
  width: `min(100%, ${size.space(100)})`,
  padding: `${size.space(3)} ${size.space(4)}`,
  borderRadius: vars.radius.medium,
  background: vars.color.secondary,
  color: vars.color.secondaryText,
  fontFamily: vars.font.body,
  fontSize: size.text.base,
  outline: 'none',
  borderLeft: `${size.space(1)} solid ${vars.color.accent}`,
  selectors: {
    '&[data-tone="success"]': { borderLeftColor: vars.color.success },
    '&[data-tone="danger"]': { borderLeftColor: vars.color.danger },
    '&[data-focus-visible]': {
      outline: `${size.line.thick} solid ${vars.color.focus}`,
      outlineOffset: size.line.thick,
    },
  },
});

export const content = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: size.space(0.5) });
export const titleText = style({ fontWeight: vars.weight.bold });
export const close = style({
  flexShrink: 0,
  width: size.space(7),
  height: size.space(7),
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: `color-mix(in srgb, ${vars.color.secondaryText} 15%, transparent)` },
    '&[data-focus-visible]': { outline: `${size.line.thick} solid ${vars.color.secondaryText}` },
  },
});
