import type { BrandTokens } from '@clubstay/design-tokens/tokens';

/**
 * Entravel: written by tooling/scripts/src/new-brand.mjs (--primary #e4572e --secondary #29335c --accent #f3a712 --surface #fffdf9 --text #1d1d29 --font nunito --heading-font nunito --heading-weight 800 --radius 20 --force).
 * Edit freely; re-running the generator with --force overwrites it.
 */
export const tokens: BrandTokens = {
  color: {
    primary: '#e4572e',
    primaryText: '#101828',
    link: '#c04927',
    secondary: '#29335c',
    secondaryText: '#ffffff',
    surface: '#fffdf9',
    surfaceAlt: '#fef5ef',
    text: '#1d1d29',
    textMuted: '#6c6b72',
    border: '#dbd9d8',
    control: '#87868b',
    accent: '#f3a712',
    accentText: '#101828',
    success: '#117b58',
    warning: '#a35407',
    danger: '#c81e1e',
    focus: '#bc4b2d',
    heroFrom: '#e4572e',
    heroTo: '#f0a38c',
  },
  font: {
    body: "'Nunito', system-ui, sans-serif",
    heading: "'Nunito', system-ui, sans-serif",
  },
  weight: {
    regular: '400',
    medium: '500',
    bold: '700',
    heading: '800',
  },
  radius: {
    small: '10px',
    medium: '15px',
    large: '20px',
    pill: '999px',
  },
};
