import type { BrandTokens } from '@clubstay/design-tokens/tokens';

/**
 * Belo: written by tooling/scripts/src/new-brand.mjs (--primary #0891b2 --secondary #0c2330 --accent #f97316 --surface #f7fbfc --text #0c2330 --font figtree --heading-font figtree --heading-weight 800 --radius 22 --force).
 * Edit freely; re-running the generator with --force overwrites it.
 */
export const tokens: BrandTokens = {
  color: {
    primary: '#0891b2',
    primaryText: '#101828',
    link: '#06748e',
    secondary: '#0c2330',
    secondaryText: '#ffffff',
    surface: '#f7fbfc',
    surfaceAlt: '#ebf6f8',
    text: '#0c2330',
    textMuted: '#5e6f77',
    border: '#d1d8db',
    control: '#7a8890',
    accent: '#f97316',
    accentText: '#101828',
    success: '#117b58',
    warning: '#a35407',
    danger: '#c81e1e',
    focus: '#097b98',
    heroFrom: '#0891b2',
    heroTo: '#77c3d5',
  },
  font: {
    body: "'Figtree', system-ui, sans-serif",
    heading: "'Figtree', system-ui, sans-serif",
  },
  weight: {
    regular: '400',
    medium: '500',
    bold: '700',
    heading: '800',
  },
  radius: {
    small: '11px',
    medium: '17px',
    large: '22px',
    pill: '999px',
  },
};
