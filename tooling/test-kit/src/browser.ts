import type { LaunchOptions } from 'playwright-core';

/**
 * Debian's Chromium (CHROMIUM_PATH to use another), headless, with the flags this machine's closed
 * network needs, as the e2e runner's config launches it (`use.launchOptions`).
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
