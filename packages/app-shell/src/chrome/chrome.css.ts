import { style } from '@vanilla-extract/css';
import { size, vars } from '@clubstay/design-tokens/contract';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

// At least a screen tall, so the footer starts below the fold and never jumps down when a page's
// data or web fonts arrive (Lighthouse counted a 0.7 layout shift on checkout before this).
export const main = style({ flex: 1, minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const fullScreen = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: size.space(4),
  padding: size.space(6),
  textAlign: 'center',
  background: vars.color.surface,
});

export const fullScreenTitle = style({ fontSize: size.text.xl, color: vars.color.text });
export const fullScreenText = style({
  maxWidth: size.textWidth.message,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: size.text.md,
});
