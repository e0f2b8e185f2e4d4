import type { UserConfig } from 'vite';

export interface BrandViteOptions {
  /** The brand app's folder (import.meta.dirname of its vite.config.ts). */
  root: string;
  brandId: string;
  displayName: string;
  /** Only clubstay is indexable; every other brand gets the no-index meta tag. */
  indexable: boolean;
}

export function brandViteConfig(options: BrandViteOptions): UserConfig;
