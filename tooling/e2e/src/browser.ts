import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

/**
 * What went wrong in any page a journey opened since the last look: uncaught errors, missing
 * translations (reported by the page) and React's hydration errors (a server-rendered page whose first client render differs from the server's HTML;
 * the shell logs them through `onRecoverableError`). Every journey fails on them (see setup.ts).
 */
const problems: string[] = [];
/** Pages whose journey takes a translation away on purpose (shell-gaps), so its report is expected. */
const missingExpected = new WeakSet<Page>();
const HYDRATION = /hydrat|Minified React error #(418|419|423|425)|did not match/i;

export function watchPage(page: Page): Page {
  page.on('pageerror', (error) => problems.push(`${page.url()}: uncaught ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION.test(message.text()))
      problems.push(`${page.url()}: ${message.text().slice(0, 500)}`);
  });
  // A message the page lacked (a screen whose words did not come with it) is reported to the API.
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/api/web/check')) return;
    const error = (request.postDataJSON() as { error?: unknown } | null)?.error;
    if (typeof error === 'string' && error.startsWith('Missing translation') && !missingExpected.has(page))
      problems.push(`${page.url()}: ${error}`);
  });
  return page;
}

/** The journey removes a translation on purpose: its report is what it checks, not a problem. */
export function expectMissingTranslations(page: Page): void {
  missingExpected.add(page);
}

/** The problems seen since the last call, and forgets them. */
export function takePageProblems(): string[] {
  return problems.splice(0);
}

/** A page in a fresh context (axe-core needs one), at a viewport size, watched for errors. */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number },
  /** More of the context's settings (a traveller's time zone, say). */
  more: Omit<BrowserContextOptions, 'viewport'> = {},
): Promise<Page> {
  const context = await browser.newContext({ ...more, viewport });
  return watchPage(await context.newPage());
}

export const viewports = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * The serious and critical axe-core violations on the page, as readable lines. `exclude` leaves out
 * more selectors where a journey has a reason to (it says why).
 */
export async function seriousViolations(page: Page, exclude: readonly string[] = []): Promise<string[]> {
  // A frame sandboxed without scripts (the hotel page's reviews frame) cannot run axe: axe would wait
  // for it forever. Its page is checked on its own (server-rendered, no scripts).
  let builder = new AxeBuilder({ page }).exclude('iframe[sandbox]:not([sandbox~="allow-scripts"])');
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
}
