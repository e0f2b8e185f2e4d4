import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  // One jsdom for all files (isolate: false): importing react-aria once instead of per file keeps the suite fast.
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    isolate: false,
    // jsdom interactions on a calendar of four months take seconds when CI runs two suites at once.
    testTimeout: 20_000,
  },
});
