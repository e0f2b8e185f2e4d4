import type { BrandTokens } from '@clubstay/design-tokens/tokens';

/**
 * Coded Estate: written by tooling/scripts/src/new-brand.mjs (--primary #6d28d9 --secondary #1e1033 --accent #14b8a6 --surface #faf8ff --text #1b1530 --font plus-jakarta-sans --heading-font playfair-display --heading-weight 700 --radius 4 --force).
 * Edit freely; re-running the generator with --force overwrites it.
 */
export const tokens: BrandTokens = {
  color: {
    primary: '#6d28d9',
    primaryText: '#ffffff',
    link: '#6d28d9',
    secondary: '#1e1033',
    secondaryText: '#ffffff',
    surface: '#faf8ff',
    surfaceAlt: '#f3eefd',
    text: '#1b1530',
    textMuted: '#696478',
    border: '#d6d4de',
    control: '#878495',
    accent: '#14b8a6',
    accentText: '#101828',
    success: '#117b58',
    warning: '#a35407',
    danger: '#c81e1e',
    focus: '#5d24b7',
    heroFrom: '#5922b0',
    heroTo: '#261244',
  },
  font: {
    body: "'Plus Jakarta Sans', system-ui, sans-serif",
    heading: "'Playfair Display', 'Plus Jakarta Sans', system-ui, sans-serif",
  },
  weight: {
    regular: '400',
    medium: '500',
    bold: '700',
    heading: '700',
  },
  radius: {
    small: '2px',
    medium: '3px',
    large: '4px',
    pill: '999px',
  },
};
