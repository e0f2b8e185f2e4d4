import { globalStyle } from '@vanilla-extract/css';
import { size, vars } from './contract.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', { margin: 0, padding: 0 });
globalStyle('body', {
  fontFamily: vars.font.body,
  fontSize: size.text.base,
  fontWeight: vars.weight.regular,
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('h1, h2, h3, h4', { fontFamily: vars.font.heading, fontWeight: vars.weight.heading, margin: 0 });
globalStyle('a', { color: 'inherit' });
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 });
