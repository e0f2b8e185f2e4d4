import type { BrandTokens } from '@clubstay/design-tokens/tokens';

/**
 * Brands for Employees: written by tooling/scripts/src/new-brand.mjs (--primary #c2185b --secondary #2d0a1a --accent #ffca28 --surface #ffffff --text #222222 --font lato --heading-font merriweather --heading-weight 700 --radius 6 --force).
 * Edit freely; re-running the generator with --force overwrites it.
 */
export const tokens: BrandTokens = {
  color: {
    primary: '#c2185b',
    primaryText: '#ffffff',
    link: '#c2185b',
    secondary: '#2d0a1a',
    secondaryText: '#ffffff',
    surface: '#ffffff',
    surfaceAlt: '#fcf3f7',
    text: '#222222',
    textMuted: '#6f6f6f',
    border: '#dcdcdc',
    control: '#868686',
    accent: '#ffca28',
    accentText: '#101828',
    success: '#117b58',
    warning: '#a35407',
    danger: '#c81e1e',
    focus: '#a21a50',
    heroFrom: '#9d154b',
    heroTo: '#3c0b21',
  },
  font: {
    body: "'Lato', system-ui, sans-serif",
    heading: "'Merriweather', 'Lato', system-ui, sans-serif",
  },
  weight: {
    regular: '400',
    medium: '400',
    bold: '700',
    heading: '700',
  },
  radius: {
    small: '3px',
    medium: '5px',
    large: '6px',
    pill: '999px',
  },
};
