import { createBrandTheme } from '@clubstay/design-tokens/theme';

export const themeClass = createBrandTheme({
  color: {
    primary: '#1d3fd6',
    primaryText: '#ffffff',
    secondary: '#0b1530',
    secondaryText: '#ffffff',
    surface: '#ffffff',
    surfaceAlt: '#f4f5fd',
    text: '#101828',
    textMuted: '#646973',
    border: '#dedfe1',
    accent: '#f5b324',
    success: '#12805c',
    warning: '#b25e09',
    danger: '#c81e1e',
    focus: '#1a37b3',
    heroFrom: '#1935ad',
    heroTo: '#0d1941',
  },
  font: {
    body: "'Inter', system-ui, sans-serif",
    heading: "'Dm Serif Display', system-ui, sans-serif",
  },
  weight: { regular: '400', medium: '500', bold: '700', heading: '400' },
  radius: { small: '8px', medium: '12px', large: '16px', pill: '999px' },
});
