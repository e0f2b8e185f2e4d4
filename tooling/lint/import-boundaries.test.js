// The boundary rule against this workspace's real packages: each kind of violation fails, allowed
// imports pass. Files are named by where they would sit (they need not exist).
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { importBoundaries, isExported } from './import-boundaries.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = path.resolve(import.meta.dirname, '../..');
const at = (/** @type {string} */ file) => path.join(root, file);
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, sourceType: 'module' } });

tester.run('import-boundaries', importBoundaries, {
  valid: [
    // down the layers, through exported subpaths
    {
      filename: at('apps/clubstay/src/main.tsx'),
      code: "import { createBrandApp } from '@clubstay/app-shell/create-brand-app';",
    },
    {
      filename: at('packages/app-shell/src/x.tsx'),
      code: "import { SearchScreen } from '@clubstay/search/search';",
    },
    { filename: at('packages/search/src/x.tsx'), code: "import { routes } from '@clubstay/router/routes';" },
    { filename: at('packages/search/src/x.tsx'), code: "import { Button } from '@clubstay/ui/button';" },
    { filename: at('packages/hotel/src/x.tsx'), code: "import { mapProvider } from '@clubstay/maps/map';" },
    { filename: at('packages/router/src/x.ts'), code: "import { api } from '@clubstay/api-client/client';" },
    {
      filename: at('packages/maps/src/x.ts'),
      code: "import type { Places } from '@clubstay/api-client/hotel';",
    },
    {
      filename: at('packages/ui/src/x.tsx'),
      code: "import { vars } from '@clubstay/design-tokens/contract';",
    },
    { filename: at('packages/i18n/src/x.ts'), code: "export { LOCALES } from '@clubstay/contract/locales';" },
    // `*` patterns in exports, Vite queries, dynamic imports, type-only imports
    {
      filename: at('apps/api/src/x.ts'),
      code: "import en from '@clubstay/i18n/translations/checkout/en.json';",
    },
    { filename: at('packages/search/src/x.tsx'), code: "const ui = await import('@clubstay/ui/dialog');" },
    {
      filename: at('packages/search/src/x.ts'),
      code: "type B = import('@clubstay/contract/brands').BrandId;",
    },
    // the API's own list
    { filename: at('apps/api/src/x.ts'), code: "import { render } from '@clubstay/app-shell/server';" },
    {
      filename: at('apps/api/src/x.ts'),
      code: "import type { BrandTokens } from '@clubstay/design-tokens/tokens';",
    },
    // own files: relative paths and `#` imports; npm packages are not this rule's business
    {
      filename: at('packages/search/src/results/x.tsx'),
      code: "import { a } from '#state/search-store.ts';",
    },
    { filename: at('packages/search/src/results/x.tsx'), code: "import { b } from './hotel-card.tsx';" },
    // a `../` that leaves src/ (the translations beside it) has no `#` form
    { filename: at('packages/i18n/src/x.ts'), code: "import en from '../translations/en.json';" },
    // outside src/ (a package's scripts and configs) the rule does not choose the style
    { filename: at('apps/api/scripts/x.mjs'), code: "import { a } from '../src/server.ts';" },
    { filename: at('apps/api/src/x.ts'), code: "import { createServer } from '#server.ts';" },
    { filename: at('packages/ui/src/x.tsx'), code: "import { Button } from 'react-aria-components';" },
    // tooling beside the stack: anyone uses it, it uses any package through its exports
    {
      filename: at('apps/api/src/x.test.ts'),
      code: "import { freePort } from '@clubstay/test-kit/free-port';",
    },
    { filename: at('tooling/bench/src/x.ts'), code: "import { createServer } from '@clubstay/api/server';" },
    {
      filename: at('tooling/scripts/src/x.mjs'),
      code: "import { BRANDS } from '@clubstay/contract/brands';",
    },
  ],
  invalid: [
    // one import style: no climbing out of the folder inside src/ (the fix writes the `#` form)
    {
      filename: at('packages/search/src/results/x.tsx'),
      code: "import { a } from '../state/search-store.ts';",
      output: "import { a } from '#state/search-store.ts';",
      errors: [
        {
          messageId: 'parentPath',
          data: { source: '../state/search-store.ts', hash: '#state/search-store.ts' },
        },
      ],
    },
    {
      filename: at('packages/hotel/src/screen/rooms/x.tsx'),
      code: "const m = await import('../../state/rooms-search.ts');",
      output: "const m = await import('#state/rooms-search.ts');",
      errors: [{ messageId: 'parentPath' }],
    },
    // feature → feature
    {
      filename: at('packages/search/src/x.tsx'),
      code: "import { HotelScreen } from '@clubstay/hotel/hotel-screen';",
      errors: [{ messageId: 'feature' }],
    },
    {
      filename: at('packages/checkout/src/x.tsx'),
      code: "export { AccountScreen } from '@clubstay/account/account';",
      errors: [{ messageId: 'feature' }],
    },
    {
      filename: at('packages/hotel/src/x.ts'),
      code: "type S = import('@clubstay/search/search-store').SearchState;",
      errors: [{ messageId: 'feature' }],
    },
    // lower → higher layer, and sideways in one layer
    {
      filename: at('packages/ui/src/x.tsx'),
      code: "import { routes } from '@clubstay/router/routes';",
      errors: [
        {
          messageId: 'layer',
          data: { from: '@clubstay/ui', fromLayer: 'base', to: '@clubstay/router', toLayer: 'platform' },
        },
      ],
    },
    {
      filename: at('packages/router/src/x.ts'),
      code: "const s = await import('@clubstay/search/home');",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('packages/contract/src/x.ts'),
      code: "import { format } from '@clubstay/i18n/format';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('packages/search/src/x.tsx'),
      code: "import { app } from '@clubstay/app-shell/brand-app';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('packages/ui/src/x.tsx'),
      code: "import { i18n } from '@clubstay/i18n/i18n';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('packages/contract/src/x.ts'),
      code: "const t = require('@clubstay/design-tokens/tokens');",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('packages/maps/src/x.ts'),
      code: "import { routes } from '@clubstay/router/routes';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('packages/app-shell/src/x.ts'),
      code: "import { createServer } from '@clubstay/api/server';",
      errors: [{ messageId: 'layer' }],
    },
    // the API outside its list
    {
      filename: at('apps/api/src/x.ts'),
      code: "import { api } from '@clubstay/api-client/client';",
      errors: [{ messageId: 'api' }],
    },
    // relative path into another package
    {
      filename: at('packages/search/src/x.tsx'),
      code: "import { field } from '../../ui/src/field/field.css.ts';",
      errors: [
        { messageId: 'relative', data: { source: '../../ui/src/field/field.css.ts', to: '@clubstay/ui' } },
      ],
    },
    {
      filename: at('tooling/bench/src/search/x.ts'),
      code: "import { createServer } from '../../../../apps/api/src/server.ts';",
      errors: [{ messageId: 'relative' }],
    },
    {
      filename: at('tooling/e2e/src/x.ts'),
      code: "import pkg from '../../../package.json';",
      errors: [{ messageId: 'relative' }],
    },
    // a subpath the package does not export, and a package with no exports
    {
      filename: at('packages/search/src/x.tsx'),
      code: "import { field } from '@clubstay/ui/src/field/field.css.ts';",
      errors: [{ messageId: 'notExported' }],
    },
    {
      filename: at('packages/search/src/x.tsx'),
      code: "import ui from '@clubstay/ui';",
      errors: [{ messageId: 'notExported' }],
    },
    {
      filename: at('tooling/e2e/src/x.ts'),
      code: "import brand from '@clubstay/app-clubstay/src/brand.ts';",
      errors: [{ messageId: 'noExports' }],
    },
  ],
});

describe('isExported', () => {
  it('follows Node: exact keys, `*` patterns, null targets, sugar for "."', () => {
    const exports = { '.': './i.js', './a': './a.js', './t/*.json': './t/*.json', './t/secret.json': null };
    expect(isExported(exports, '.')).toBe(true);
    expect(isExported(exports, './a')).toBe(true);
    expect(isExported(exports, './b')).toBe(false);
    expect(isExported(exports, './t/x/en.json')).toBe(true);
    expect(isExported(exports, './t/secret.json')).toBe(false);
    expect(isExported(exports, './t/en.js')).toBe(false);
    expect(isExported('./i.js', '.')).toBe(true);
    expect(isExported({ types: './i.d.ts', default: './i.js' }, '.')).toBe(true);
    expect(isExported({ types: './i.d.ts', default: './i.js' }, './x')).toBe(false);
  });
});
