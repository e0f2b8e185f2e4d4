import { tokens } from '@clubstay/design-tokens/brands/vivid';
import { createBrandTheme } from '@clubstay/design-tokens/theme';

/** The brand's tokens live in the tokens package so Storybook can preview the same theme. */
export const themeClass = createBrandTheme(tokens);
