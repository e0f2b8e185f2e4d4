#!/usr/bin/env node
// Creates a brand's app, apps/<id>, and writes nothing outside it: its look (src/theme.ts, its tokens;
// src/fonts.ts; src/theme.css.ts, the theme class over them), package.json, public/logo.svg and
// public/favicon.svg (index.html, the entry, the Vite config and the brand's facts come from
// tooling/vite-preset), for a brand of the matrix in packages/contract/src/brands.ts. Usage:
//   npm run new-brand -- <id> [--primary #0b5cff] [--secondary #111827] [--accent #f59e0b]
//     [--surface #ffffff] [--text #101828] [--font inter] [--heading-font inter]
//     [--heading-weight 700] [--radius 16] [--force]
// Fonts are @fontsource/<name> packages, dependencies of the app; a font the pnpm catalog lacks is
// added to it (pnpm-workspace.yaml) and installed.
// Colours are nudged where needed so text on them keeps WCAG AA contrast (4.5:1); the output says so.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runnerImport } from 'vite';
import { pnpm, root } from './workspace.mjs';
import { contrast, hex, luminance, mix, reachContrast, readableOn, WHITE } from './colour.mjs';
import { loadFont, outline } from './outline.mjs';

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

// The brand matrix itself (TypeScript source, which Node does not load: Vite's module runner does).
const { BRANDS, BRAND_IDS } = /** @type {typeof import('../../../packages/contract/src/brands.ts')} */ (
  (
    await runnerImport(path.join(root, 'packages/contract/src/brands.ts'), {
      configFile: false,
      logLevel: 'warn',
    })
  ).module
);
if (!(/** @type {readonly string[]} */ (BRAND_IDS).includes(id))) {
  console.error(
    `"${id}" is not in BRAND_IDS (packages/contract/src/brands.ts). Add its row of the brand matrix there first.`,
  );
  process.exit(2);
}
const { displayName } = BRANDS[/** @type {keyof typeof BRANDS} */ (id)];

const dir = path.join(root, 'apps', id);
if (existsSync(dir) && !values.force) {
  console.error(`apps/${id} exists already (use --force to overwrite).`);
  process.exit(2);
}

// ---------- colours: the arithmetic is colour.mjs ----------
const notes = [];
/** Moves `colour` away from `against` until their contrast reaches `min`, noting the change. */
const ensureContrast = (colour, against, min, what) =>
  reachContrast(colour, against, min, (result) =>
    notes.push(`${what}: ${colour} → ${result} for ${min}:1 contrast`),
  );

// ---------- fonts ----------
const fontDir = (name) => {
  const direct = path.join(dir, 'node_modules/@fontsource', name);
  if (existsSync(direct)) return direct;
  const store = path.join(root, 'node_modules/.pnpm');
  const entry = existsSync(store)
    ? readdirSync(store).find((e) => e.startsWith(`@fontsource+${name}@`))
    : undefined;
  return entry ? path.join(store, entry, 'node_modules/@fontsource', name) : undefined;
};

const font = values.font;
const headingFont = values['heading-font'] ?? font;
const fonts = [...new Set([font, headingFont])];

// A font the catalog lacks goes into it; the app depends on its fonts (package.json, below).
const workspacePath = path.join(root, 'pnpm-workspace.yaml');
const workspace = readFileSync(workspacePath, 'utf8');
// The catalog's keys are quoted either way (YAML): a font already there in single quotes is not added again.
const missingInCatalog = fonts.filter(
  (f) => !new RegExp(`^\\s+(['"]?)@fontsource/${f}\\1:`, 'm').test(workspace),
);
if (missingInCatalog.length) {
  const lines = missingInCatalog.map((f) => `  '@fontsource/${f}': ^5.2.0`).join('\n');
  writeFileSync(workspacePath, workspace.replace(/^catalog:\n/m, `catalog:\n${lines}\n`));
}
const pkgPath = path.join(dir, 'package.json');
const previousPkg = existsSync(pkgPath) ? readFileSync(pkgPath, 'utf8') : '';
const appPackage = `${JSON.stringify(
  {
    name: `@clubstay/app-${id}`,
    version: previousPkg ? JSON.parse(previousPkg).version : '0.1.0',
    private: true,
    type: 'module',
    // Vite through the preset (no config file, no index.html); the theme is type-checked with the
    // other apps' in one program (apps/tsconfig.json).
    scripts: {
      build: 'clubstay-brand build',
      dev: 'clubstay-brand dev',
      preview: 'clubstay-brand preview',
    },
    dependencies: Object.fromEntries(
      Object.entries({
        '@clubstay/app-shell': 'workspace:*',
        '@clubstay/contract': 'workspace:*',
        '@clubstay/design-tokens': 'workspace:*',
        '@vanilla-extract/css': 'catalog:',
        react: 'catalog:',
        'react-dom': 'catalog:',
        ...Object.fromEntries(fonts.map((f) => [`@fontsource/${f}`, 'catalog:'])),
      }).sort(([a], [b]) => a.localeCompare(b)),
    ),
    devDependencies: { '@clubstay/vite-preset': 'workspace:*' },
  },
  null,
  2,
)}\n`;
let depsChanged = appPackage !== previousPkg;
if (fonts.some((f) => !fontDir(f))) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(pkgPath, appPackage);
  console.log(`• installing ${fonts.map((f) => `@fontsource/${f}`).join(', ')}…`);
  pnpm(['install', '--reporter=append-only']);
  depsChanged = false;
}

/** Weights the package ships (latin, normal style) and its CSS family name. */
const fontInfo = (name) => {
  const folder = fontDir(name);
  if (!folder) throw new Error(`@fontsource/${name} is not installed`);
  const weights = readdirSync(path.join(folder, 'files'))
    .map((file) => file.match(/-latin-(\d+)-normal\.woff$/)?.[1])
    .filter(Boolean)
    .map(Number)
    .sort((a, b) => a - b);
  const css = readFileSync(path.join(folder, `${weights.includes(400) ? 400 : weights[0]}.css`), 'utf8');
  const family = css.match(/font-family: '([^']+)'/)?.[1] ?? name;
  return { folder, weights, family };
};
const nearest = (weights, wanted) =>
  weights.reduce((best, w) => (Math.abs(w - wanted) < Math.abs(best - wanted) ? w : best), weights[0]);

const body = fontInfo(font);
const heading = fontInfo(headingFont);
const weight = {
  regular: nearest(body.weights, 400),
  medium: nearest(body.weights, 500),
  bold: nearest(body.weights, 700),
  heading: nearest(heading.weights, Number(values['heading-weight'])),
};
if (String(weight.heading) !== values['heading-weight']) {
  notes.push(
    `heading weight ${values['heading-weight']} is not shipped by @fontsource/${headingFont}: using ${weight.heading}`,
  );
}
const fontImports = [
  ...new Set([
    ...[weight.regular, weight.medium, weight.bold].map((w) => `import '@fontsource/${font}/${w}.css';`),
    `import '@fontsource/${headingFont}/${weight.heading}.css';`,
  ]),
];

// ---------- palette ----------
const surface = hex(values.surface);
const dark = luminance(surface) < 0.2;
const text = ensureContrast(hex(values.text), surface, 7, 'text');
const surfaceAlt = mix(surface, hex(values.primary), dark ? 0.08 : 0.05);
const primaryIn = hex(values.primary);
const primaryText = readableOn(primaryIn);
const primary = ensureContrast(primaryIn, primaryText, 4.5, 'primary');
const secondary = ensureContrast(hex(values.secondary), readableOn(hex(values.secondary)), 4.5, 'secondary');
const accent = ensureContrast(hex(values.accent), readableOn(hex(values.accent)), 4.5, 'accent');
let textMuted = mix(text, surface, 0.35);
for (let share = 0.35; contrast(textMuted, surfaceAlt) < 4.6 && share > 0; share -= 0.03)
  textMuted = mix(text, surface, share);
const onSurface = (colour, what) => ensureContrast(colour, surfaceAlt, 4.6, what);
const success = onSurface(dark ? '#3ccf8e' : '#12805c', 'success');
const warning = onSurface(dark ? '#f5a524' : '#a35407', 'warning');
const danger = onSurface(dark ? '#ff6b6b' : '#c81e1e', 'danger');
// The hero writes primaryText over a gradient of the brand's colours: keep both ends readable.
const heroFrom = ensureContrast(
  primaryText === WHITE ? mix(primary, secondary, 0.25) : primary,
  primaryText,
  4.5,
  'heroFrom',
);
const heroTo = ensureContrast(
  primaryText === WHITE ? mix(secondary, primary, 0.1) : mix(primary, WHITE, 0.45),
  primaryText,
  4.5,
  'heroTo',
);
const focus = ensureContrast(
  ensureContrast(mix(primary, text, 0.2), surface, 3, 'focus'),
  surfaceAlt,
  3,
  'focus',
);
// The brand colour as ink (links, link buttons, icons, selected marks) on both surfaces; primary stays the fill.
const link = ensureContrast(ensureContrast(primary, surface, 4.6, 'link'), surfaceAlt, 4.6, 'link');
// Dividers stay light; the outline of form controls (fields, checkboxes, switch and slider tracks)
// darkens towards the text until it reads at 3:1 on both surfaces (WCAG 1.4.11).
const border = mix(surface, text, dark ? 0.24 : 0.16);
let control = border;
for (
  let share = 0.02;
  (contrast(control, surface) < 3.2 || contrast(control, surfaceAlt) < 3.2) && share <= 1;
  share += 0.02
)
  control = mix(border, text, share);
const radius = Number(values.radius);
const radiusPx = (r) => `${Math.round(r)}px`;

const tokens = {
  color: {
    primary,
    primaryText,
    link,
    secondary,
    secondaryText: readableOn(secondary),
    surface,
    surfaceAlt,
    text,
    textMuted,
    border,
    control,
    accent,
    accentText: readableOn(accent),
    success,
    warning,
    danger,
    focus,
    heroFrom,
    heroTo,
  },
  font: {
    body: `'${body.family}', system-ui, sans-serif`,
    heading: `'${heading.family}', ${heading.family === body.family ? 'system-ui, sans-serif' : `'${body.family}', system-ui, sans-serif`}`,
  },
  weight: Object.fromEntries(Object.entries(weight).map(([k, v]) => [k, String(v)])),
  radius: {
    small: radiusPx(radius / 2),
    medium: radiusPx((radius * 3) / 4),
    large: radiusPx(radius),
    pill: '999px',
  },
};

// ---------- wordmark and favicon: the name as outlines in the brand's own heading font ----------
const headingFace = loadFont(heading, weight.heading);
const initial = displayName.charAt(0).toUpperCase();
const markRadius = Math.min(32, Math.max(4, radius * 1.5));

const favicon = (() => {
  const { d, box } = outline(headingFace, initial, 44);
  const dx = 32 - (box.x1 + box.x2) / 2;
  const dy = 32 - (box.y1 + box.y2) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><title>${displayName}</title><rect width="64" height="64" rx="${markRadius}" fill="${primary}"/><path transform="translate(${dx.toFixed(2)} ${dy.toFixed(2)})" fill="${primaryText}" d="${d}"/></svg>\n`;
})();

const logo = (() => {
  const { d, box } = outline(headingFace, displayName, 40);
  const mark = outline(headingFace, initial, 40);
  const height = 64;
  const textX = 64 + 14 - box.x1;
  const textY = height / 2 - (box.y1 + box.y2) / 2;
  const width = Math.ceil(64 + 14 + (box.x2 - box.x1) + 4);
  const mx = 32 - (mark.box.x1 + mark.box.x2) / 2;
  const my = 32 - (mark.box.y1 + mark.box.y2) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${displayName}"><title>${displayName}</title><rect width="64" height="64" rx="${markRadius}" fill="${primary}"/><path transform="translate(${mx.toFixed(2)} ${my.toFixed(2)})" fill="${primaryText}" d="${mark.d}"/><path transform="translate(${textX.toFixed(2)} ${textY.toFixed(2)})" fill="${text}" d="${d}"/></svg>\n`;
})();

// ---------- files ----------
/** A TypeScript object literal in the repo's style (single quotes unless the string holds one). */
const literal = (value, indent = '') => {
  if (typeof value === 'string') return value.includes("'") ? JSON.stringify(value) : `'${value}'`;
  const inner = `${indent}  `;
  const entries = Object.entries(value).map(([key, v]) => `${inner}${key}: ${literal(v, inner)},`);
  return `{\n${entries.join('\n')}\n${indent}}`;
};
const tokensSource = `import type { BrandTokens } from '@clubstay/design-tokens/tokens';

/**
 * ${displayName}: written by tooling/scripts/src/new-brand.mjs (${process.argv.slice(3).join(' ') || 'defaults'}).
 * Edit freely; re-running the generator with --force overwrites it.
 */
export const tokens: BrandTokens = ${literal(tokens)};
`;
const fontsSource = `// ${displayName}'s fonts, bundled from @fontsource (nothing is fetched at run time).
${fontImports.join('\n')}
`;

const appFiles = {
  'package.json': appPackage,
  'src/theme.ts': tokensSource,
  'src/fonts.ts': fontsSource,
  'src/theme.css.ts': `import { createBrandTheme } from '@clubstay/design-tokens/theme';
import { tokens } from './theme.ts';

export const themeClass = createBrandTheme(tokens);
`,
  'public/favicon.svg': favicon,
  'public/logo.svg': logo,
};

const write = (target, content) => {
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, content);
};
for (const [file, content] of Object.entries(appFiles)) write(path.join(dir, file), content);

for (const note of notes) console.log(`  note: ${note}`);
console.log(
  `Created apps/${id} (${displayName}).${depsChanged ? ' Run pnpm install.' : ''}\n` +
    `Next: pnpm exec turbo run build --filter @clubstay/app-${id}`,
);
