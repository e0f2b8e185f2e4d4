import { test as base, expect } from '@playwright/test';
import { takePageProblems } from './browser.ts';
import { type RunningServer, startServer } from './server.ts';

export { expect };

/**
 * The journeys' test: Playwright's own `browser` (Debian's Chromium, launched by the config) and
 * one built server per worker (`server`, started the first time a test asks for it, on a copy of the
 * run's seeded data, and stopped when the worker ends). Files that need a server of their own (the
 * database down, server rendering off, data changed between starts) start it in their hooks.
 *
 * After every test, its pages' uncaught errors and hydration mismatches fail it (issue 18: "the e2e
 * journeys fail on any console error or React hydration warning"). Network answers a journey asked
 * for (a 400 for bad input) are the browser's own console lines and do not count.
 */
export const test = base.extend<{ pageProblems: void }, { server: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first argument
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  pageProblems: [
    // eslint-disable-next-line no-empty-pattern -- as above
    async ({}, use) => {
      await use();
      expect(takePageProblems(), 'uncaught errors or hydration mismatches in the pages of this test').toEqual(
        [],
      );
    },
    { auto: true },
  ],
});
