import { createHash } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import type { BrandId } from '@clubstay/contract/brands';
import type * as VitePreset from '@clubstay/vite-preset';
import { type DevPages, isApiPath, type PageRenderer, pageFrame } from '#web/pages.ts';

/**
 * The SHA-256 CSP sources of a page's inline scripts (Vite's React Refresh preamble in development);
 * data blocks (JSON) run nothing and need none.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((found) => !/\stype="application\/[\w+-]*json"/.test(found[1] ?? ''))
    .map((found) => found[2] ?? '')
    .filter((code) => code.trim() !== '')
    .map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
}

/**
 * `npm run dev -- --brand <id>`: Vite's development server in middleware mode, inside the API's
 * process and on its port. Vite answers the brand's modules, styles, assets and hot updates (its
 * socket shares the HTTP server); every other request goes to the API, which renders the brand's
 * pages from source with the shell Vite compiles for Node (`ssrLoadModule`, reloaded when a file
 * changes), into the brand's index.html (the preset's, no file) as Vite transforms it. Vite and the
 * preset are loaded only here, and the preset by a name esbuild leaves alone (workspace packages are
 * otherwise bundled in, with their imports), so a production server never needs either.
 */
export async function vitePages(brand: BrandId, appsDir: string): Promise<DevPages> {
  const { createServer, mergeConfig } = await import('vite');
  const presetName = '@clubstay/vite-preset';
  const preset = (await import(presetName)) as typeof VitePreset;
  const root = path.join(appsDir, brand);
  const httpServer = http.createServer();
  const vite = await createServer(
    mergeConfig(await preset.brandViteConfig({ root }), {
      appType: 'custom',
      server: { middlewareMode: true, ws: { server: httpServer } },
    }),
  );
  httpServer.on('close', () => void vite.close());
  const html = async (url: string) => vite.transformIndexHtml(url, preset.BRAND_INDEX_HTML);
  return {
    brand,
    source: {
      renderer: async () => (await vite.ssrLoadModule('@clubstay/app-shell/server')) as PageRenderer,
      // No manifest in development (Vite serves each module as asked) and no stylesheet to inline:
      // the page's styles come with its modules.
      frame: async (_brand, _root, url) => pageFrame(await html(url), brand, {}, new Map()),
    },
    scriptSources: inlineScriptHashes(await html('/')),
    connectSources: ['ws:'],
    serverFactory: (handler) => {
      httpServer.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
        if (isApiPath(request.url ?? '/')) return handler(request, response);
        vite.middlewares(request, response, () => handler(request, response));
      });
      return httpServer;
    },
  };
}
