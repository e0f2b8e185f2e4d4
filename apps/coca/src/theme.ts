import type { BrandTokens } from '@clubstay/design-tokens/tokens';

/**
 * Coca: written by tooling/scripts/src/new-brand.mjs (--primary #7b3f00 --secondary #2e1a0a --accent #f2a65a --surface #fffaf3 --text #2b1b17 --font source-sans-3 --heading-font bricolage-grotesque --heading-weight 800 --radius 18 --force).
 * Edit freely; re-running the generator with --force overwrites it.
 */
export const tokens: BrandTokens = {
  color: {
    primary: '#7b3f00',
    primaryText: '#ffffff',
    link: '#7b3f00',
    secondary: '#2e1a0a',
    secondaryText: '#ffffff',
    surface: '#fffaf3',
    surfaceAlt: '#f8f1e7',
    text: '#2b1b17',
    textMuted: '#756964',
    border: '#ddd6d0',
    control: '#8f847f',
    accent: '#f2a65a',
    accentText: '#101828',
    success: '#117b58',
    warning: '#a35407',
    danger: '#c81e1e',
    focus: '#6b3805',
    heroFrom: '#683603',
    heroTo: '#361e09',
  },
  font: {
    body: "'Source Sans 3', system-ui, sans-serif",
    heading: "'Bricolage Grotesque', 'Source Sans 3', system-ui, sans-serif",
  },
  weight: {
    regular: '400',
    medium: '500',
    bold: '700',
    heading: '800',
  },
  radius: {
    small: '9px',
    medium: '14px',
    large: '18px',
    pill: '999px',
  },
};
