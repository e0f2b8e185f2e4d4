import type { BrandTokens } from '@clubstay/design-tokens/tokens';

/**
 * Crypto Club: written by tooling/scripts/src/new-brand.mjs (--primary #f7931a --secondary #231d3a --accent #22d3ee --surface #120f1f --text #f1edff --font ibm-plex-sans --heading-font orbitron --heading-weight 700 --radius 10 --force).
 * Edit freely; re-running the generator with --force overwrites it.
 */
export const tokens: BrandTokens = {
  color: {
    primary: '#f7931a',
    primaryText: '#101828',
    link: '#f7931a',
    secondary: '#231d3a',
    secondaryText: '#ffffff',
    surface: '#120f1f',
    surfaceAlt: '#241a1f',
    text: '#f1edff',
    textMuted: '#a39fb1',
    border: '#484455',
    control: '#716d7e',
    accent: '#22d3ee',
    accentText: '#101828',
    success: '#3ccf8e',
    warning: '#f5a524',
    danger: '#ff6b6b',
    focus: '#f6a548',
    heroFrom: '#f7931a',
    heroTo: '#fbc481',
  },
  font: {
    body: "'IBM Plex Sans', system-ui, sans-serif",
    heading: "'Orbitron', 'IBM Plex Sans', system-ui, sans-serif",
  },
  weight: {
    regular: '400',
    medium: '500',
    bold: '700',
    heading: '700',
  },
  radius: {
    small: '5px',
    medium: '8px',
    large: '10px',
    pill: '999px',
  },
};
