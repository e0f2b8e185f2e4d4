// The Vite config every brand app uses: React, vanilla-extract (each .css.ts compiled once, in the
// app), brotli and gzip copies of the text assets, the build version, the brand's title and the no-index rule, and a dev proxy to the API.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.js';

/**
 * @param {{ root: string, brandId: string, displayName: string, indexable: boolean }} brand
 */
export function brandViteConfig({ root, brandId, displayName, indexable }) {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
  return defineConfig({
    root,
    plugins: [
      react(),
      vanillaExtractPlugin(),
      precompress(),
      {
        // Preloads the Latin faces (every weight bundled) of each font family the brand's CSS uses
        // (body and headings), so text paints in its own font instead of swapping and shifting
        // late (Lighthouse saw a 0.1 layout shift on the results when the 500 and 700 weights
        // arrived after them). Other scripts (Cyrillic, Greek…) load as the CSS asks for them.
        name: 'clubstay-font-preload',
        transformIndexHtml: {
          order: 'post',
          handler(html, context) {
            const fonts = Object.keys(context.bundle ?? {})
              .filter((file) => /-latin-\d00-normal-[\w-]+\.woff2$/.test(file))
              .sort();
            return fonts.map((file) => ({
              tag: 'link',
              attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
              injectTo: 'head',
            }));
          },
        },
      },
      {
        name: 'clubstay-brand-html',
        transformIndexHtml(html) {
          const robots = indexable ? '' : '\n    <meta name="robots" content="noindex, nofollow" />';
          return html
            .replaceAll('%BRAND_NAME%', displayName)
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
    build: { outDir: 'dist', target: 'es2022', sourcemap: false, assetsInlineLimit: 2048 },
    server: {
      port: Number(process.env.VITE_PORT ?? 5173),
      proxy: {
        '/api': { target: apiTarget, headers: { 'X-White-Label': brandId } },
        '/i18n': { target: apiTarget },
      },
    },
  });
}
