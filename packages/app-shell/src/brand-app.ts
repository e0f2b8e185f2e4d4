import type { ComponentType } from 'react';
import type { BrandSettings } from '@clubstay/contract/brands';
import type { AnalyticsSink } from '@clubstay/router/analytics';

/** What a brand app hands the shell: its row of the brand matrix and its look. */
export interface BrandApp {
  settings: BrandSettings;
  /** The vanilla-extract theme class of the brand (from its theme.css.ts). */
  themeClass: string;
  /** The brand's logo; the shell draws its wordmark from the display name when absent. */
  Logo?: ComponentType<{ className?: string }>;
  buildVersion: string;
  /**
   * Where login and booking events go (a partner's tag manager); nothing is sent without one.
   * @default noopSink
   */
  analytics?: AnalyticsSink;
}
