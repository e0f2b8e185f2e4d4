#!/usr/bin/env node
// clubstay-brand build | dev | preview: Vite for the brand app in the current folder (its package
// scripts), with the preset's config and no vite.config.ts or index.html in the app.
import { build, createServer, preview } from 'vite';
import { brandViteConfig } from './index.js';

const command = process.argv[2] ?? 'dev';
// As Vite's own command line: set before the config is made, since reading the brand's facts through
// Vite's module runner would otherwise set it to development for the build too (React's dev runtime).
process.env.NODE_ENV ??= command === 'dev' ? 'development' : 'production';
const config = await brandViteConfig({ root: process.cwd() });
if (command === 'build') {
  await build(config);
} else if (command === 'dev') {
  const server = await createServer(config);
  await server.listen();
  server.printUrls();
  server.bindCLIShortcuts({ print: true });
} else if (command === 'preview') {
  const server = await preview(config);
  server.printUrls();
  server.bindCLIShortcuts({ print: true });
} else {
  console.error(`Usage: clubstay-brand build | dev | preview (not "${command}")`);
  process.exit(2);
}
