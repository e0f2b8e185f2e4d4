import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite and PostgreSQL suites each open their own database (a PostgreSQL one per suite), so files
    // run side by side. One file at a time kept 1.2 of the two cores busy (much of a suite waits on
    // the sandbox's clocks, a child process or PostgreSQL): two at a time took the run from 454 s to
    // 289 s with DATABASE_URL set (2026-11-28, this machine), the longest part of `npm test`'s turbo step.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
