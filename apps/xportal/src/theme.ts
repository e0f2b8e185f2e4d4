import type { BrandTokens } from '@clubstay/design-tokens/tokens';

/**
 * xPortal Travel: written by tooling/scripts/src/new-brand.mjs (--primary #23f7dd --secondary #1a1a22 --accent #ff4f8b --surface #0b0b0f --text #f5f5f7 --font sora --heading-font sora --heading-weight 700 --radius 24 --force).
 * Edit freely; re-running the generator with --force overwrites it.
 */
export const tokens: BrandTokens = {
  color: {
    primary: '#23f7dd',
    primaryText: '#101828',
    link: '#23f7dd',
    secondary: '#1a1a22',
    secondaryText: '#ffffff',
    surface: '#0b0b0f',
    surfaceAlt: '#0d1e1f',
    text: '#f5f5f7',
    textMuted: '#a3a3a6',
    border: '#434347',
    control: '#6e6e71',
    accent: '#ff4f8b',
    accentText: '#101828',
    success: '#3ccf8e',
    warning: '#f5a524',
    danger: '#ff6b6b',
    focus: '#4df7e2',
    heroFrom: '#23f7dd',
    heroTo: '#86fbec',
  },
  font: {
    body: "'Sora', system-ui, sans-serif",
    heading: "'Sora', system-ui, sans-serif",
  },
  weight: {
    regular: '400',
    medium: '500',
    bold: '700',
    heading: '700',
  },
  radius: {
    small: '12px',
    medium: '18px',
    large: '24px',
    pill: '999px',
  },
};
