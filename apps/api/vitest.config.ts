import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite and PostgreSQL suites each open their own database; run files one at a time to keep
    // the two cores for the databases themselves.
    fileParallelism: false,
  },
});
