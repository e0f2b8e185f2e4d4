import type { BrandTokens } from '@clubstay/design-tokens/tokens';

/**
 * Bit2Me Travel: written by tooling/scripts/src/new-brand.mjs (--primary #0e7c66 --secondary #062b24 --accent #ffb020 --surface #ffffff --text #0f1f1b --font manrope --heading-font manrope --heading-weight 800 --radius 8 --force).
 * Edit freely; re-running the generator with --force overwrites it.
 */
export const tokens: BrandTokens = {
  color: {
    primary: '#0e7c66',
    primaryText: '#ffffff',
    link: '#0e7c66',
    secondary: '#062b24',
    secondaryText: '#ffffff',
    surface: '#ffffff',
    surfaceAlt: '#f3f8f7',
    text: '#0f1f1b',
    textMuted: '#636d6b',
    border: '#d9dbdb',
    control: '#848c8a',
    accent: '#ffb020',
    accentText: '#101828',
    success: '#117b58',
    warning: '#a35407',
    danger: '#c81e1e',
    focus: '#0e6957',
    heroFrom: '#0c6856',
    heroTo: '#07332b',
  },
  font: {
    body: "'Manrope', system-ui, sans-serif",
    heading: "'Manrope', system-ui, sans-serif",
  },
  weight: {
    regular: '400',
    medium: '500',
    bold: '700',
    heading: '800',
  },
  radius: {
    small: '4px',
    medium: '6px',
    large: '8px',
    pill: '999px',
  },
};
