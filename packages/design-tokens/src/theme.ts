import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import type { BrandTokens } from './tokens.ts';

/**
 * Turns one brand's tokens into a theme class on the shared contract. Call it from a brand app's
 * `theme.css.ts` so the brand's bundle carries only its own theme.
 */
export function createBrandTheme(tokens: BrandTokens): string {
  return createTheme(vars, tokens);
}
