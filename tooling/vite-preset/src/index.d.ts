import type { InlineConfig } from 'vite';

export interface BrandViteOptions {
  /** The brand app's folder; its name is the brand id. */
  root: string;
}

/** A brand app's config for Vite's JavaScript API (`build`, `createServer`, `preview`): no config file. */
export function brandViteConfig(options: BrandViteOptions): Promise<InlineConfig>;

/** Every brand app's index.html (the preset's virtual `<root>/index.html`), before the brand's values are placed. */
export const BRAND_INDEX_HTML: string;

/**
 * A brand's facts: its matrix row's display name and no-index rule, its tokens' primary colour (the
 * app's `src/theme.ts`), and the UI languages whose react-aria strings its build keeps (the contract's).
 */
export function brandFacts(
  brandId: string,
  root?: string,
): Promise<{
  brandId: string;
  displayName: string;
  indexable: boolean;
  themeColour: string;
  uiLocales: string[];
}>;

/** vanilla-extract's class names for a build rooted at `root`: the same in every build, `brand-<id>` for a brand's theme. */
export function identifiersFor(
  root: string,
): (args: { hash: string; filePath: string; packageName?: string; debugId?: string }) => string;

/** The Vite config of the one server bundle of every brand (the API's page renderer). */
export function serverBundleConfig(options: { entry: string; outDir: string }): InlineConfig;
