// The Vite config every brand app uses: React, vanilla-extract (each .css.ts compiled once, in the
// app), brotli and gzip copies of the text assets, the build version, the brand's title and the no-index rule, and a dev proxy to the API.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import emotionHash from '@emotion/hash';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { precompress } from './precompress.js';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * vanilla-extract's class names, the same in every build. Its own short names hash the file's path
 * from the Vite root together with the root's package name, so each brand build named the shared
 * styles differently; these hash the file's path from the repository instead (keeping the counter
 * of each name within its file), so the one server bundle and the 14 brand builds agree. Each brand
 * app's theme class is `brand-<id>`: the server puts it on the page's body from the brand id alone.
 * @param {string} root the Vite root of the build
 * @returns {(args: { hash: string, filePath: string, packageName?: string }) => string}
 */
export function identifiersFor(root) {
  return ({ hash, filePath, packageName }) => {
    const scope = emotionHash(packageName ? `${packageName}${filePath}` : filePath);
    const counter = hash.startsWith(scope) ? hash.slice(scope.length) : hash;
    const repoPath = path.relative(repoRoot, path.resolve(root, filePath)).replace(/\\/g, '/');
    const brand = /^apps\/([^/]+)\/src\/theme\.css\.ts$/.exec(repoPath)?.[1];
    if (brand) return `brand-${brand}`;
    const name = `${emotionHash(repoPath)}${counter}`;
    return /^[0-9]/.test(name) ? `_${name}` : name;
  };
}

/**
 * A brand app's Vite config, for Vite's JavaScript API (no config file: `clubstay-brand build|dev|preview`
 * in the app's folder). The app's folder name is the brand id; its display name and no-index rule
 * come from its row of the brand matrix (packages/contract) and its theme colour from its own tokens
 * (`src/theme.ts`), so the app carries no copy of its row and nothing generated.
 * @param {{ root: string }} brand
 * @returns {Promise<import('vite').InlineConfig>}
 */
export async function brandViteConfig({ root }) {
  const brand = await brandFacts(path.basename(root), root);
  return { configFile: false, ...brandBuildConfig({ root, ...brand }) };
}

/**
 * Every brand app's index.html, the same for all: the preset fills in the brand's name, theme colour
 * and no-index rule (the `clubstay-brand-html` transform) and writes the entry it names.
 */
export const BRAND_INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="%THEME_COLOR%" />
    <!--robots-->
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>%BRAND_NAME%</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/brand-entry.tsx"></script>
  </body>
</html>
`;

/**
 * The app's index.html without a file: the build's input (Vite's default, `<root>/index.html`) is
 * resolved and loaded here, so the build writes `dist/index.html` and the manifest's `index.html`
 * entry as before; the development server (`appType: 'spa'`, not the API's middleware mode, which
 * renders pages itself) answers page requests with it, transformed as Vite does a file.
 * @param {string} root
 * @returns {import('vite').Plugin}
 */
function brandIndexHtml(root) {
  const id = path.join(root, 'index.html');
  return {
    name: 'clubstay-brand-index-html',
    enforce: 'pre',
    resolveId(source) {
      return source === id ? id : null;
    },
    load(source) {
      return source === id ? BRAND_INDEX_HTML : null;
    },
    configureServer(server) {
      // After Vite's own middlewares (modules, public files, proxy): what is left is a page.
      return () => {
        if (server.config.appType !== 'spa') return;
        server.middlewares.use((request, response, next) => {
          const accept = request.headers.accept ?? '';
          const pathname = (request.url ?? '/').split('?')[0] ?? '/';
          const page = /(^|\/)[^./]*$|\.html$/.test(pathname);
          if (!['GET', 'HEAD'].includes(request.method ?? '') || !page || !/text\/html|\*\/\*/.test(accept))
            return next();
          server
            .transformIndexHtml(request.url ?? '/', BRAND_INDEX_HTML, request.originalUrl)
            .then((html) => {
              response.setHeader('Content-Type', 'text/html');
              response.end(html);
            }, next);
        });
      };
    },
  };
}

/** The address of a brand app's entry in its index.html: no file, the preset writes the module. */
export const BRAND_ENTRY = '/brand-entry.tsx';

/**
 * The browser entry of every brand app, the same but for the brand id: the brand's fonts, its row of
 * the matrix and its theme class, handed to the shell. The module's id is a path in the app's folder,
 * so its imports resolve from the app's own dependencies.
 * @param {string} root
 * @param {string} brandId
 * @returns {import('vite').Plugin}
 */
function brandEntry(root, brandId) {
  const id = path.join(root, BRAND_ENTRY);
  return {
    name: 'clubstay-brand-entry',
    resolveId(source) {
      return source === BRAND_ENTRY || source === id ? id : null;
    },
    load(source) {
      if (source !== id) return null;
      const brand = JSON.stringify(brandId);
      return [
        `import './src/fonts.ts';`,
        `import { createBrandApp } from '@clubstay/app-shell/create-brand-app';`,
        `import { BRANDS } from '@clubstay/contract/brands';`,
        `import { themeClass } from './src/theme.css.ts';`,
        ``,
        `const root = document.getElementById('root');`,
        `if (root) createBrandApp({ settings: BRANDS[${brand}], themeClass, buildVersion: __BUILD_VERSION__ }).mount(root);`,
        ``,
      ].join('\n');
    },
  };
}

/**
 * A brand's facts, read from the contract's brand matrix and the brand app's tokens (`src/theme.ts`).
 * Both are TypeScript source, which Node does not load: Vite's module runner does.
 * @param {string} brandId
 * @param {string} [root] the brand app's folder (apps/<brandId> by default)
 * @returns {Promise<{ brandId: string, displayName: string, indexable: boolean, themeColour: string, uiLocales: string[] }>}
 */
export async function brandFacts(brandId, root = path.join(repoRoot, 'apps', brandId)) {
  const load = async (/** @type {string} */ file) =>
    (await runnerImport(file, { configFile: false, logLevel: 'warn' })).module;
  const [{ BRANDS }, { UI_LANGUAGES }, { tokens }] = await Promise.all([
    load(fileURLToPath(import.meta.resolve('@clubstay/contract/brands'))),
    load(fileURLToPath(import.meta.resolve('@clubstay/contract/locales'))),
    load(path.join(root, 'src', 'theme.ts')),
  ]);
  const row = BRANDS[brandId];
  if (!row || !tokens)
    throw new Error(`apps/${brandId}: no row in the brand matrix or no tokens in src/theme.ts`);
  return {
    brandId,
    displayName: row.displayName,
    indexable: row.shell.indexable,
    themeColour: tokens.color.primary,
    // The shell gives react-aria the page's language, so react-aria's strings for other locales (34
    // of them, in every dialog, combo box and calendar) are left out of the browser's scripts.
    uiLocales: [...UI_LANGUAGES],
  };
}

/**
 * @param {{ root: string, brandId: string, displayName: string, indexable: boolean, themeColour: string, uiLocales: string[] }} brand
 * @returns {import('vite').UserConfig}
 */
function brandBuildConfig({ root, brandId, displayName, indexable, themeColour, uiLocales }) {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
  return {
    root,
    plugins: [
      react(),
      vanillaExtractPlugin({ identifiers: identifiersFor(root) }),
      optimizeLocales.vite({ locales: uiLocales }),
      precompress(),
      brandIndexHtml(root),
      brandEntry(root, brandId),
      {
        name: 'clubstay-brand-html',
        transformIndexHtml(html) {
          const robots = indexable ? '' : '\n    <meta name="robots" content="noindex, nofollow" />';
          return html
            .replaceAll('%BRAND_NAME%', displayName)
            .replaceAll('%THEME_COLOR%', themeColour)
            .replace('<!--robots-->', robots.trimStart());
        },
      },
    ],
    define: {
      __BUILD_VERSION__: JSON.stringify(`${pkg.version}`),
      __BRAND_ID__: JSON.stringify(brandId),
      // Build settings of the search feature (README "Build settings"): the Google Maps browser key
      // (the same variable the API reads; none means the offline map and the API's places) and the
      // home page's destination preset (`paris` presets Paris, France instead of a random one).
      __GOOGLE_MAPS_API_KEY__: JSON.stringify(process.env.GOOGLE_MAPS_API_KEY ?? ''),
      __HOME_DESTINATION_PRESET__: JSON.stringify(process.env.HOME_DESTINATION_PRESET ?? ''),
    },
    // The manifest tells the server which chunks (and CSS) a route's screen needs, to preload them.
    build: {
      outDir: 'dist',
      target: 'es2022',
      // SOURCEMAP=1 (bench: what a chunk is made of, tooling/bench/README.md "Page weight").
      sourcemap: Boolean(process.env.SOURCEMAP),
      ...(process.env.NO_MINIFY ? { minify: false } : {}),
      assetsInlineLimit: 2048,
      manifest: true,
    },
    server: {
      port: Number(process.env.VITE_PORT ?? 5173),
      proxy: {
        '/api': { target: apiTarget, headers: { 'X-White-Label': brandId } },
        '/i18n': { target: apiTarget },
      },
    },
  };
}

/**
 * The one server bundle of every brand (the API's page renderer): the shell, router and features
 * compiled once for Node, every dependency bundled in so it runs from the API's dist folder. Brands
 * differ by their settings row, theme class and built assets, which the API reads per request.
 * @param {{ entry: string, outDir: string }} options
 * @returns {import('vite').InlineConfig}
 */
export function serverBundleConfig({ entry, outDir }) {
  return {
    configFile: false,
    root: path.dirname(entry),
    logLevel: 'warn',
    plugins: [react(), vanillaExtractPlugin({ identifiers: identifiersFor(path.dirname(entry)) })],
    define: {
      __GOOGLE_MAPS_API_KEY__: JSON.stringify(process.env.GOOGLE_MAPS_API_KEY ?? ''),
      __HOME_DESTINATION_PRESET__: JSON.stringify(process.env.HOME_DESTINATION_PRESET ?? ''),
      // React (bundled in) in its production build whatever the API's NODE_ENV: the browser's bundle
      // is production too, and React's development build rendered a page two to three times slower
      // (its prop validation and owner stacks, measured in a CPU profile of the API under NODE_ENV=test).
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      sourcemap: false,
      rollupOptions: { output: { format: 'esm', entryFileNames: 'render.js', codeSplitting: false } },
    },
  };
}
