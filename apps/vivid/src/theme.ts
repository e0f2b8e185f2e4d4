import type { BrandTokens } from '@clubstay/design-tokens/tokens';

/**
 * Vivid Travel: written by tooling/scripts/src/new-brand.mjs (--primary #e0104c --secondary #08090a --accent #00c2a8 --surface #ffffff --text #121212 --font work-sans --heading-font archivo-black --heading-weight 400 --radius 2 --force).
 * Edit freely; re-running the generator with --force overwrites it.
 */
export const tokens: BrandTokens = {
  color: {
    primary: '#e0104c',
    primaryText: '#ffffff',
    link: '#d70f49',
    secondary: '#08090a',
    secondaryText: '#ffffff',
    surface: '#ffffff',
    surfaceAlt: '#fdf3f6',
    text: '#121212',
    textMuted: '#656565',
    border: '#d9d9d9',
    control: '#898989',
    accent: '#00c2a8',
    accentText: '#101828',
    success: '#117b58',
    warning: '#a35407',
    danger: '#c81e1e',
    focus: '#b71040',
    heroFrom: '#aa0e3c',
    heroTo: '#1e0a11',
  },
  font: {
    body: "'Work Sans', system-ui, sans-serif",
    heading: "'Archivo Black', 'Work Sans', system-ui, sans-serif",
  },
  weight: {
    regular: '400',
    medium: '500',
    bold: '700',
    heading: '400',
  },
  radius: {
    small: '1px',
    medium: '2px',
    large: '2px',
    pill: '999px',
  },
};
