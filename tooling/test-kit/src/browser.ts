import { type Browser, chromium, type LaunchOptions } from 'playwright-core';

/**
 * Debian's Chromium (CHROMIUM_PATH to use another), headless, with the flags this machine's closed
 * network needs. The e2e runner's config (`use.launchOptions`) and the benches launch it the same way.
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

/** Launches that Chromium outside the e2e runner (benches, probes). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions);
}
