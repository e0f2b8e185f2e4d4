import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@clubstay/test-kit/browser';

/**
 * The end-to-end journeys on Playwright's runner, in Debian's Chromium (no browser is downloaded).
 *
 * Two workers, each with its own browser and built server (fixtures.ts): a journey spends most of
 * its time waiting on the app's polls (rooms every 2 s, the confirmation every 10 s), so two overlap
 * well on two cores, and the journeys are written to hold under a loaded CPU. No retries: a flaky
 * journey is fixed, not retried. A failed test keeps its trace and screenshots under test-results/.
 */
export default defineConfig({
  testDir: 'src',
  testMatch: '*.e2e.ts',
  globalSetup: './src/global-setup.ts',
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // The journeys book and poll as a person waits; a longer one sets its own (test.setTimeout).
  timeout: 60_000,
  // A poll waits as a person would on a loaded phone: 1 s made a page that took 1.2 s to hydrate on
  // a busy CI machine fail a journey (seo.e2e, CI of stop 26).
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'test-results/report' }]]
    : 'list',
  outputDir: 'test-results/artifacts',
  use: {
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
