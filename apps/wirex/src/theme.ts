import type { BrandTokens } from '@clubstay/design-tokens/tokens';

/**
 * Wirex Travel: written by tooling/scripts/src/new-brand.mjs (--primary #3ddc97 --secondary #161b22 --accent #7c5cff --surface #0d1117 --text #e6edf3 --font space-grotesk --heading-font space-grotesk --heading-weight 700 --radius 12 --force).
 * Edit freely; re-running the generator with --force overwrites it.
 */
export const tokens: BrandTokens = {
  color: {
    primary: '#3ddc97',
    primaryText: '#101828',
    link: '#3ddc97',
    secondary: '#161b22',
    secondaryText: '#ffffff',
    surface: '#0d1117',
    surfaceAlt: '#112121',
    text: '#e6edf3',
    textMuted: '#9aa0a6',
    border: '#41464c',
    control: '#696e74',
    accent: '#7758f5',
    accentText: '#ffffff',
    success: '#3ccf8e',
    warning: '#f5a524',
    danger: '#ff6b6b',
    focus: '#5fdfa9',
    heroFrom: '#3ddc97',
    heroTo: '#94ecc6',
  },
  font: {
    body: "'Space Grotesk', system-ui, sans-serif",
    heading: "'Space Grotesk', system-ui, sans-serif",
  },
  weight: {
    regular: '400',
    medium: '500',
    bold: '700',
    heading: '700',
  },
  radius: {
    small: '6px',
    medium: '9px',
    large: '12px',
    pill: '999px',
  },
};
