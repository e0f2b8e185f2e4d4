import type { BrandTokens } from '@clubstay/design-tokens/tokens';

/**
 * Ether.fi Travel: written by tooling/scripts/src/new-brand.mjs (--primary #2f2a6b --secondary #15122e --accent #e8b4b8 --surface #f6f3ee --text #1c1a33 --font outfit --heading-font fraunces --heading-weight 600 --radius 28 --force).
 * Edit freely; re-running the generator with --force overwrites it.
 */
export const tokens: BrandTokens = {
  color: {
    primary: '#2f2a6b',
    primaryText: '#ffffff',
    link: '#2f2a6b',
    secondary: '#15122e',
    secondaryText: '#ffffff',
    surface: '#f6f3ee',
    surfaceAlt: '#ece9e7',
    text: '#1c1a33',
    textMuted: '#686674',
    border: '#d3d0d0',
    control: '#82808b',
    accent: '#e8b4b8',
    accentText: '#101828',
    success: '#117655',
    warning: '#9c5107',
    danger: '#c81e1e',
    focus: '#2b2760',
    heroFrom: '#29245c',
    heroTo: '#181434',
  },
  font: {
    body: "'Outfit', system-ui, sans-serif",
    heading: "'Fraunces', 'Outfit', system-ui, sans-serif",
  },
  weight: {
    regular: '400',
    medium: '500',
    bold: '700',
    heading: '600',
  },
  radius: {
    small: '14px',
    medium: '21px',
    large: '28px',
    pill: '999px',
  },
};
