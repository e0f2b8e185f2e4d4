import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { kb, measure, ROUTES } from '../../scripts/page-weight-core.mjs';

// The page budget (page-budget.json) against the built brand apps. Sizes of a build are
// deterministic, so this is a test, unlike the timings elsewhere in tooling/bench. The brand apps are
// dependencies of this package: turbo's `test` task builds them first (`dependsOn: ["^build"]`).
const root = path.resolve(import.meta.dirname, '../../../..');
const budget = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../page-budget.json'), 'utf8'),
) as {
  brands: Record<string, Record<string, number>>;
};

describe.each(Object.entries(budget.brands))('page weight of %s', (brand, limits) => {
  const dist = path.join(root, 'apps', brand, 'dist');

  it('is built', () => {
    expect(existsSync(path.join(dist, 'index.html')), `apps/${brand}/dist: build the app first`).toBe(true);
  });

  it('keeps every route within its initial JavaScript budget', () => {
    const { routes } = measure(dist);
    expect(routes.map((route) => route.id).sort()).toEqual(ROUTES.map((route) => route.id).sort());
    const over = routes
      .filter((route) => route.initial / 1024 > (limits[route.id] ?? 0))
      .map((route) => `${route.route}: ${kb(route.initial)} KB > ${limits[route.id] ?? 0} KB`);
    expect(over).toEqual([]);
  });
});
