import { createBrandTheme } from '@clubstay/design-tokens/theme';
import { tokens } from './theme.ts';

export const themeClass = createBrandTheme(tokens);
