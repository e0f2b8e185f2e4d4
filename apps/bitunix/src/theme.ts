import type { BrandTokens } from '@clubstay/design-tokens/tokens';

/**
 * Bitunix Travel: written by tooling/scripts/src/new-brand.mjs (--primary #b8f13a --secondary #151b28 --accent #ff9f1c --surface #0a0e17 --text #eaecef --font roboto --heading-font exo-2 --heading-weight 700 --radius 6 --force).
 * Edit freely; re-running the generator with --force overwrites it.
 */
export const tokens: BrandTokens = {
  color: {
    primary: '#b8f13a',
    primaryText: '#101828',
    link: '#b8f13a',
    secondary: '#151b28',
    secondaryText: '#ffffff',
    surface: '#0a0e17',
    surfaceAlt: '#18201a',
    text: '#eaecef',
    textMuted: '#9c9ea3',
    border: '#40434b',
    control: '#6c6f76',
    accent: '#ff9f1c',
    accentText: '#101828',
    success: '#3ccf8e',
    warning: '#f5a524',
    danger: '#ff6b6b',
    focus: '#c2f05e',
    heroFrom: '#b8f13a',
    heroTo: '#d8f793',
  },
  font: {
    body: "'Roboto', system-ui, sans-serif",
    heading: "'Exo 2', 'Roboto', system-ui, sans-serif",
  },
  weight: {
    regular: '400',
    medium: '500',
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
