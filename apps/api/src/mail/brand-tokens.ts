import { BRAND_IDS, type BrandId } from '@clubstay/contract/brands';
import type { BrandTokens } from '@clubstay/design-tokens/tokens';

/**
 * Every brand's tokens (plain data), read from the brand apps themselves: a brand's look lives in
 * `apps/<id>/src/theme.ts`. esbuild bundles every file the template matches and Vitest loads them from
 * source, so a new brand (its row in the matrix, its app) needs no line here. turbo.json lists the
 * apps' themes among the API build's inputs.
 */
export const brandTokens: Readonly<Record<BrandId, BrandTokens>> = Object.fromEntries(
  await Promise.all(
    BRAND_IDS.map(async (id) => {
      const theme = (await import(`../../../${id}/src/theme.ts`)) as { tokens: BrandTokens };
      return [id, theme.tokens] as const;
    }),
  ),
) as Record<BrandId, BrandTokens>;
