import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.e2e.ts'],
    setupFiles: ['src/setup.ts'],
    globalSetup: ['src/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A poll waits as a person would on a loaded phone: vitest's default of 1 s made a page that
    // took 1.2 s to hydrate on a busy CI machine fail a journey (seo.e2e, CI of stop 26).
    expect: { poll: { timeout: 15_000, interval: 100 } },
    // Two files at a time, each with its own server and browser: a journey spends most of its time
    // waiting on the app's polls (rooms every 2 s, the confirmation every 10 s), so two overlap well on
    // two cores; the journeys are written to hold under a loaded CPU.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
