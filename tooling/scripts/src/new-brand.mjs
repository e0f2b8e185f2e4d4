#!/usr/bin/env node
// Creates apps/<id>: a thin brand app (brand.ts, theme, favicon, fonts, entry) for a brand of the
// matrix in packages/contract/src/brands.ts. Usage:
//   npm run new-brand -- <id> [--primary #0b5cff] [--secondary #111827] [--accent #f59e0b]
//     [--font inter] [--heading-font inter] [--heading-weight 700] [--radius 16] [--force]
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    primary: { type: 'string', default: '#2446d8' },
    secondary: { type: 'string', default: '#101828' },
    accent: { type: 'string', default: '#f5a524' },
    surface: { type: 'string', default: '#ffffff' },
    text: { type: 'string', default: '#101828' },
    font: { type: 'string', default: 'inter' },
    'heading-font': { type: 'string' },
    'heading-weight': { type: 'string', default: '700' },
    radius: { type: 'string', default: '16' },
    force: { type: 'boolean', default: false },
  },
});

const id = positionals[0];
if (!id || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) {
  console.error('Usage: npm run new-brand -- <brand-id> [--primary #hex] [--font inter] …');
  process.exit(2);
}

const brandsSource = readFileSync(path.join(root, 'packages/contract/src/brands.ts'), 'utf8');
const idList = brandsSource.match(/BRAND_IDS = \[([\s\S]*?)\] as const/)?.[1] ?? '';
if (!idList.includes(`'${id}'`)) {
  console.error(`"${id}" is not in BRAND_IDS (packages/contract/src/brands.ts). Add its row of the brand matrix there first.`);
  process.exit(2);
}
const displayName =
  brandsSource.match(new RegExp(`id: '${id}',\\s*displayName: '([^']+)'`))?.[1] ?? id;
const indexable = new RegExp(`id: '${id}',[\\s\\S]*?shell: \\{[^}]*indexable: true`).test(
  brandsSource.split(/\n {2}['a-z0-9-]+: brand\(/).find((block) => block.includes(`id: '${id}'`)) ?? '',
);

const dir = path.join(root, 'apps', id);
if (existsSync(dir) && !values.force) {
  console.error(`apps/${id} exists already (use --force to overwrite).`);
  process.exit(2);
}

const hex = (value) => {
  if (!/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`not a #rrggbb colour: ${value}`);
  return value.toLowerCase();
};
const mix = (a, b, share) => {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return `#${pa.map((v, i) => Math.round(v * (1 - share) + pb[i] * share).toString(16).padStart(2, '0')).join('')}`;
};
const readableOn = (background) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(background.slice(i, i + 2), 16) / 255);
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.55 ? '#101828' : '#ffffff';
};

const primary = hex(values.primary);
const secondary = hex(values.secondary);
const accent = hex(values.accent);
const surface = hex(values.surface);
const text = hex(values.text);
const font = values.font;
const headingFont = values['heading-font'] ?? font;
const radius = Number(values.radius);
const familyName = (pkg) => pkg.split('-').map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
const headingWeight = values['heading-weight'];
const fonts = [...new Set([font, headingFont])];
const fontImports = [
  ...[400, 500, 700].map((w) => `import '@fontsource/${font}/${w}.css';`),
  `import '@fontsource/${headingFont}/${headingWeight}.css';`,
].filter((line, index, all) => all.indexOf(line) === index);

const files = {
  'package.json': `${JSON.stringify(
    {
      name: `@clubstay/app-${id}`,
      version: '0.1.0',
      private: true,
      type: 'module',
      scripts: { build: 'vite build', dev: 'vite', preview: 'vite preview', typecheck: 'tsc -p .' },
      dependencies: {
        '@clubstay/app-shell': 'workspace:*',
        '@clubstay/contract': 'workspace:*',
        '@clubstay/design-tokens': 'workspace:*',
        ...Object.fromEntries(fonts.map((f) => [`@fontsource/${f}`, 'catalog:'])),
        '@vanilla-extract/css': 'catalog:',
        react: 'catalog:',
        'react-dom': 'catalog:',
      },
      devDependencies: {
        '@clubstay/tsconfig': 'workspace:*',
        '@clubstay/vite-preset': 'workspace:*',
        '@types/node': 'catalog:',
        '@types/react': 'catalog:',
        '@types/react-dom': 'catalog:',
        typescript: 'catalog:',
        vite: 'catalog:',
      },
    },
    null,
    2,
  )}\n`,
  'tsconfig.json': `{
  "extends": "@clubstay/tsconfig/react.json",
  "compilerOptions": { "types": ["vite/client", "node"] },
  "include": ["src", "vite.config.ts"]
}
`,
  'vite.config.ts': `import { brandViteConfig } from '@clubstay/vite-preset';

export default brandViteConfig({
  root: import.meta.dirname,
  brandId: '${id}',
  displayName: '${displayName.replace(/'/g, "\\'")}',
  indexable: ${indexable},
});
`,
  'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="${primary}" />
    <!--robots-->
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>%BRAND_NAME%</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
  'src/vite-env.d.ts': `/// <reference types="vite/client" />
declare const __BUILD_VERSION__: string;
`,
  'src/brand.ts': `import { BRANDS } from '@clubstay/contract/brands';

/** This app's row of the brand matrix (shared/brands.md), kept in the contract so the API serves the same. */
export const settings = BRANDS['${id}'];
`,
  'src/theme.css.ts': `import { createBrandTheme } from '@clubstay/design-tokens/theme';

export const themeClass = createBrandTheme({
  color: {
    primary: '${primary}',
    primaryText: '${readableOn(primary)}',
    secondary: '${secondary}',
    secondaryText: '${readableOn(secondary)}',
    surface: '${surface}',
    surfaceAlt: '${mix(surface, primary, 0.05)}',
    text: '${text}',
    textMuted: '${mix(text, surface, 0.35)}',
    border: '${mix(surface, text, 0.14)}',
    accent: '${accent}',
    success: '#12805c',
    warning: '#b25e09',
    danger: '#c81e1e',
    focus: '${mix(primary, text, 0.2)}',
    heroFrom: '${mix(primary, secondary, 0.25)}',
    heroTo: '${mix(secondary, primary, 0.1)}',
  },
  font: {
    body: "'${familyName(font)}', system-ui, sans-serif",
    heading: "'${familyName(headingFont)}', system-ui, sans-serif",
  },
  weight: { regular: '400', medium: '500', bold: '700', heading: '${headingWeight}' },
  radius: { small: '${Math.round(radius / 2)}px', medium: '${Math.round((radius * 3) / 4)}px', large: '${radius}px', pill: '999px' },
});
`,
  'src/main.tsx': `${fontImports.join('\n')}
import { createBrandApp } from '@clubstay/app-shell/create-brand-app';
import { settings } from './brand.ts';
import { themeClass } from './theme.css.ts';

const root = document.getElementById('root');
if (root) createBrandApp({ settings, themeClass, buildVersion: __BUILD_VERSION__ }).mount(root);
`,
  'public/favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="${primary}"/><text x="16" y="22" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="17" fill="${readableOn(primary)}">${displayName.charAt(0).toUpperCase()}</text></svg>
`,
};

for (const [file, content] of Object.entries(files)) {
  const target = path.join(dir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, content);
}

const workspace = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
const missingFonts = fonts.filter((f) => !workspace.includes(`"@fontsource/${f}":`));
if (missingFonts.length) {
  const lines = missingFonts.map((f) => `  "@fontsource/${f}": ^5.2.0`).join('\n');
  writeFileSync(path.join(root, 'pnpm-workspace.yaml'), workspace.replace(/^catalog:\n/m, `catalog:\n${lines}\n`));
}
console.log(`Created apps/${id} (${displayName}). Next: pnpm install, then pnpm turbo run build --filter @clubstay/app-${id}`);
