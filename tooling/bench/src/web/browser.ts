import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium, headless, every `*.localhost` brand host resolved to this machine. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
  });
}

/** A brand's address on the local server: clubstay on `localhost`, the others on their subdomain. */
export function brandOrigin(brand: string, port: number): string {
  return brand === 'clubstay' ? `http://localhost:${port}` : `http://${brand}.localhost:${port}`;
}
