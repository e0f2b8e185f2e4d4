import type { ComponentType } from 'react';
import type { BrandSettings } from '@clubstay/contract/brands';

/** What a brand app hands the shell: its row of the brand matrix and its look. */
export interface BrandApp {
  settings: BrandSettings;
  /** The vanilla-extract theme class of the brand (from its theme.css.ts). */
  themeClass: string;
  /** The brand's logo; the shell draws its wordmark from the display name when absent. */
  Logo?: ComponentType<{ className?: string }>;
  buildVersion: string;
}
