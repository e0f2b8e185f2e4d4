import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.e2e.ts'],
    setupFiles: ['src/setup.ts'],
    globalSetup: ['src/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two files at a time, each with its own server and browser: a journey spends most of its time
    // waiting on the app's polls (rooms every 2 s, the confirmation every 10 s), so two overlap well on
    // two cores; the journeys are written to hold under a loaded CPU.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
