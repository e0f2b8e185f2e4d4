import { createBrandTheme } from '@clubstay/design-tokens/theme';
import { brandTokens } from './brands.ts';

/** Every brand's theme class, built from the same tokens the brand apps use. */
export const brandThemes: Record<string, string> = Object.fromEntries(
  Object.entries(brandTokens).map(([id, tokens]) => [id, createBrandTheme(tokens)]),
);
