import type { BrandTokens } from '@clubstay/design-tokens/tokens';

/**
 * Clubstay: written by tooling/scripts/src/new-brand.mjs (--primary #1d3fd6 --secondary #0b1530 --accent #f5b324 --surface #ffffff --text #101828 --font inter --heading-font dm-serif-display --heading-weight 400 --radius 16 --force).
 * Edit freely; re-running the generator with --force overwrites it.
 */
export const tokens: BrandTokens = {
  color: {
    primary: '#1d3fd6',
    primaryText: '#ffffff',
    link: '#1d3fd6',
    secondary: '#0b1530',
    secondaryText: '#ffffff',
    surface: '#ffffff',
    surfaceAlt: '#f4f5fd',
    text: '#101828',
    textMuted: '#646973',
    border: '#d9dadd',
    control: '#858991',
    accent: '#f5b324',
    accentText: '#101828',
    success: '#117b58',
    warning: '#a35407',
    danger: '#c81e1e',
    focus: '#1a37b3',
    heroFrom: '#1935ad',
    heroTo: '#0d1941',
  },
  font: {
    body: "'Inter', system-ui, sans-serif",
    heading: "'DM Serif Display', 'Inter', system-ui, sans-serif",
  },
  weight: {
    regular: '400',
    medium: '500',
    bold: '700',
    heading: '400',
  },
  radius: {
    small: '8px',
    medium: '12px',
    large: '16px',
    pill: '999px',
  },
};
