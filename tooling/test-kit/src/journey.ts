import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';

/**
 * One browser and one server for the tests of a file: both start (together) before the first test
 * and stop after the last. Read them as `journey.browser` and `journey.server` inside tests and hooks.
 */
export function useBrowserAndServer<Server extends { stop(): Promise<void> }>(
  start: () => Promise<Server>,
): { readonly browser: Browser; readonly server: Server } {
  let browser: Browser | undefined;
  let server: Server | undefined;
  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), start()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get browser() {
      if (!browser) throw new Error('the browser is there from beforeAll on');
      return browser;
    },
    get server() {
      if (!server) throw new Error('the server is there from beforeAll on');
      return server;
    },
  };
}
