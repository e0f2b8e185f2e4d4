import type { BrandTokens } from '@clubstay/design-tokens/tokens';

/**
 * Bitrefill Stays: written by tooling/scripts/src/new-brand.mjs (--primary #ffd100 --secondary #2b2a28 --accent #3b82f6 --surface #fffef5 --text #1a1a1a --font rubik --heading-font rubik --heading-weight 800 --radius 14 --force).
 * Edit freely; re-running the generator with --force overwrites it.
 */
export const tokens: BrandTokens = {
  color: {
    primary: '#ffd100',
    primaryText: '#101828',
    link: '#856d00',
    secondary: '#2b2a28',
    secondaryText: '#ffffff',
    surface: '#fffef5',
    surfaceAlt: '#fffce9',
    text: '#1a1a1a',
    textMuted: '#6a6a67',
    border: '#dadad2',
    control: '#8d8d88',
    accent: '#3b82f6',
    accentText: '#101828',
    success: '#12805c',
    warning: '#a35407',
    danger: '#c81e1e',
    focus: '#a98a04',
    heroFrom: '#ffd100',
    heroTo: '#ffe673',
  },
  font: {
    body: "'Rubik', system-ui, sans-serif",
    heading: "'Rubik', system-ui, sans-serif",
  },
  weight: {
    regular: '400',
    medium: '500',
    bold: '700',
    heading: '800',
  },
  radius: {
    small: '7px',
    medium: '11px',
    large: '14px',
    pill: '999px',
  },
};
