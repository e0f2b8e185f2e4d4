import type { BrandTokens } from '@clubstay/design-tokens/tokens';

/**
 * Every brand's tokens, by brand id, read from the brand apps themselves (`apps/<id>/src/theme.ts`):
 * a brand's look lives in its app, and Storybook shows all of them.
 */
const themes = import.meta.glob<BrandTokens>('../../*/src/theme.ts', { eager: true, import: 'tokens' });

export const brandTokens: Readonly<Record<string, BrandTokens>> = Object.fromEntries(
  Object.entries(themes)
    .map(([file, tokens]) => [file.split('/')[2] ?? file, tokens] as const)
    .sort(([a], [b]) => a.localeCompare(b)),
);
