// clubstay/import-boundaries: the dependency order of the workspace, checked on every import.
//
// Layers, highest first; a package imports only from layers below its own (never from its own layer,
// so no feature imports another feature):
//   apps       the brand apps (@clubstay/app-*), storybook (and the API, with its own list below)
//   app-shell  @clubstay/app-shell
//   feature    search, hotel, checkout, account
//   platform   router, maps            (both call the API through api-client)
//   base       api-client, ui, i18n    (import only the foundation, never each other)
//   foundation contract, design-tokens (import no workspace package)
// shared/architecture.md puts router, ui, maps, api-client and i18n on one level. The code has router
// import api-client (the route context's ApiClient type, the favourite heart's calls) and maps import it
// (the places provider calls the API); those imports are right, so the level is split in two rather
// than the imports moved. ui, i18n and api-client import none of the other four.
// The API (@clubstay/api) is a server, not a page: it imports contract (every call's schema),
// i18n (translations and merging for /i18n and the e-mails), design-tokens (the tokens' type) and
// app-shell (its `server` entry renders the pages, `early-input-script` is inlined in them); not
// api-client, router, ui, maps or a feature directly. The e-mails' brand colours are each brand app's
// own tokens, `apps/<id>/src/theme.ts`, loaded by one template import (`../../../${id}/src/theme.ts`,
// apps/api/src/mail/brand-tokens.ts) that this rule does not check and esbuild bundles.
// Tooling (bench, e2e, test-kit, scripts, lint, vite-preset, tsconfig) stands beside the stack: any
// package may use it (configs, build preset, test helpers) and it may import any package.
//
// For everyone, everywhere:
//   - another workspace package is imported by its name and a subpath its package.json `exports`
//     lists (`@clubstay/ui/button`), never its other files (`@clubstay/ui/src/field/field.css.ts`);
//   - a relative path never leaves the importing file's package (`../../packages/ui/src/...`);
//   - one import style inside a package's src/: a file beside the importer or below it by `./`, any
//     other file of src/ by the package's `#` import (`#state/search-store.ts`, package.json
//     `"imports": { "#*": "./src/*" }`), never by climbing out of the folder (`../state/...`); the
//     fix writes the `#` form. A `../` that leaves src/ (the translations beside it) is allowed.
// The importing file's package is the nearest package.json with a name; the workspace is read from
// pnpm-workspace.yaml (`dir/*` entries) once per run.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** @type {{ name: string, packages: (name: string) => boolean }[]} highest first */
export const LAYERS = [
  {
    name: 'apps',
    packages: (n) =>
      (n.startsWith('@clubstay/app-') && n !== '@clubstay/app-shell') || n === '@clubstay/storybook',
  },
  { name: 'app-shell', packages: (n) => n === '@clubstay/app-shell' },
  { name: 'feature', packages: oneOf('search', 'hotel', 'checkout', 'account') },
  { name: 'platform', packages: oneOf('router', 'maps') },
  { name: 'base', packages: oneOf('api-client', 'ui', 'i18n') },
  { name: 'foundation', packages: oneOf('contract', 'design-tokens') },
];
export const API = '@clubstay/api';
export const API_MAY_IMPORT = [
  '@clubstay/contract',
  '@clubstay/i18n',
  '@clubstay/design-tokens',
  '@clubstay/app-shell',
];
export const TOOLING = oneOf('bench', 'e2e', 'test-kit', 'scripts', 'lint', 'vite-preset', 'tsconfig');
const ORDER =
  'apps → app-shell → feature → (router, maps) → (api-client, ui, i18n) → (contract, design-tokens)';

/** @param {...string} names */
function oneOf(...names) {
  const set = new Set(names.map((n) => `@clubstay/${n}`));
  return (/** @type {string} */ n) => set.has(n);
}

/** @param {string} name */
function layerOf(name) {
  const i = LAYERS.findIndex((l) => l.packages(name));
  return i === -1 ? undefined : { index: i, name: LAYERS[i].name };
}

/** @typedef {{ name: string, dir: string, exports: unknown, hasExports: boolean }} Pkg */

/** @type {Map<string, Map<string, Pkg>>} workspace root → package name → package */
const workspaces = new Map();
/** @type {Map<string, Pkg | null>} directory → nearest named package */
const nearest = new Map();

/** @param {string} file */
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** @param {string} dir @returns {Pkg | null} */
function packageOf(dir) {
  const cached = nearest.get(dir);
  if (cached !== undefined) return cached;
  const json = existsSync(path.join(dir, 'package.json'))
    ? readJson(path.join(dir, 'package.json'))
    : undefined;
  const parent = path.dirname(dir);
  const found =
    json && typeof json.name === 'string'
      ? { name: json.name, dir, exports: json.exports, hasExports: json.exports !== undefined }
      : parent === dir
        ? null
        : packageOf(parent);
  nearest.set(dir, found);
  return found;
}

/** @param {string} dir */
function workspaceRoot(dir) {
  for (let d = dir; ; d = path.dirname(d)) {
    if (existsSync(path.join(d, 'pnpm-workspace.yaml'))) return d;
    if (path.dirname(d) === d) return undefined;
  }
}

/** @param {string} root */
function workspacePackages(root) {
  let map = workspaces.get(root);
  if (map) return map;
  map = new Map();
  const yaml = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
  const block = /^packages:\s*\n((?:\s+-.*\n?)+)/m.exec(yaml)?.[1] ?? '';
  for (const line of block.split('\n')) {
    const glob = /-\s*['"]?([^'"\s]+)['"]?/.exec(line)?.[1];
    if (!glob) continue;
    const dirs = glob.endsWith('/*')
      ? readdirSync(path.join(root, glob.slice(0, -2)), { withFileTypes: true })
          .filter((e) => e.isDirectory())
          .map((e) => path.join(root, glob.slice(0, -2), e.name))
      : [path.join(root, glob)];
    for (const dir of dirs) {
      const json = readJson(path.join(dir, 'package.json'));
      if (json && typeof json.name === 'string')
        map.set(json.name, {
          name: json.name,
          dir,
          exports: json.exports,
          hasExports: json.exports !== undefined,
        });
    }
  }
  workspaces.set(root, map);
  return map;
}

/**
 * Whether `subpath` ('.' or './x') is exported, by Node's rules for keys and `*` patterns (a
 * string or a conditions object exports '.' only; a key mapped to null hides the path).
 * @param {unknown} exports @param {string} subpath
 */
export function isExported(exports, subpath) {
  if (exports === undefined) return false;
  if (typeof exports === 'string' || Array.isArray(exports)) return subpath === '.';
  if (exports === null || typeof exports !== 'object') return false;
  const map = /** @type {Record<string, unknown>} */ (exports);
  const keys = Object.keys(map);
  if (!keys.some((k) => k.startsWith('.'))) return subpath === '.';
  if (subpath in map) return map[subpath] !== null;
  let best = /** @type {string | undefined} */ (undefined);
  for (const key of keys) {
    const star = key.indexOf('*');
    if (star === -1) continue;
    const [base, trailer] = [key.slice(0, star), key.slice(star + 1)];
    if (subpath.length >= key.length && subpath.startsWith(base) && subpath.endsWith(trailer)) {
      if (!best || base.length > best.indexOf('*')) best = key;
    }
  }
  return best !== undefined && map[best] !== null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: `Imports point one way (${ORDER}); packages only through their exports.` },
    fixable: 'code',
    schema: [],
    messages: {
      feature:
        'Feature package {{from}} must not import feature package {{to}}: what two features share moves down a layer (router, maps, ui, api-client, i18n).',
      layer: `{{from}} (layer {{fromLayer}}) must not import {{to}} (layer {{toLayer}}): imports point down, ${ORDER}.`,
      api: '@clubstay/api must not import {{to}}: the API imports only {{allowed}}.',
      parentPath:
        "'{{source}}' climbs out of the folder: import the package's own file by its `#` import ('{{hash}}').",
      relative:
        "'{{source}}' reaches into another package ({{to}}) by relative path: import it by name through its package.json exports.",
      notExported:
        "'{{source}}' is not exported by {{to}}: import a subpath its package.json `exports` lists (or add this one there if it is public).",
      noExports: "'{{source}}': {{to}} has no package.json `exports`, so nothing in it may be imported.",
      noLayer:
        '{{name}} has no layer in the import-boundaries rule (tooling/lint/import-boundaries.js): place it there.',
    },
  },
  create(context) {
    const filename = context.physicalFilename ?? context.filename;
    if (!path.isAbsolute(filename)) return {};
    const from = packageOf(path.dirname(filename));
    const root = workspaceRoot(path.dirname(filename));
    if (!from || !root) return {};
    const workspace = workspacePackages(root);
    const fromIsWorkspace = workspace.has(from.name);

    const src = from ? path.join(from.dir, 'src') : undefined;
    const inSrc = src !== undefined && !path.relative(src, filename).startsWith('..');

    /** @param {import('estree').Node} node @param {string} source @param {any} [literalNode] */
    function check(node, source, literalNode) {
      const spec = source.replace(/\?.*$/, ''); // a Vite query (`?url`, `?raw`) is not part of the path
      if (spec.startsWith('.') || path.isAbsolute(spec)) {
        const resolved = path.resolve(path.dirname(filename), spec);
        const target = packageOf(resolved);
        if (target && target.dir !== from?.dir && (workspace.has(target.name) || target.dir === root))
          context.report({ node, messageId: 'relative', data: { source, to: target.name } });
        else if (inSrc && src && spec.startsWith('../')) {
          const inside = path.relative(src, resolved);
          if (!inside.startsWith('..') && !path.isAbsolute(inside)) {
            const hash = `#${inside.split(path.sep).join('/')}${source.slice(spec.length)}`;
            context.report({
              node,
              messageId: 'parentPath',
              data: { source, hash },
              fix:
                literalNode?.type === 'Literal'
                  ? (fixer) =>
                      fixer.replaceText(literalNode, `${literalNode.raw[0]}${hash}${literalNode.raw[0]}`)
                  : null,
            });
          }
        }
        return;
      }
      const match = /^(@[^/]+\/[^/]+|[^@/][^/]*)(\/.*)?$/.exec(spec);
      const to = match && workspace.get(match[1]);
      if (!to || !from) return;
      const subpath = match[2] ? `.${match[2]}` : '.';
      if (!to.hasExports)
        return context.report({ node, messageId: 'noExports', data: { source, to: to.name } });
      if (!isExported(to.exports, subpath))
        context.report({ node, messageId: 'notExported', data: { source, to: to.name } });
      if (to.name === from.name || !fromIsWorkspace || TOOLING(from.name) || TOOLING(to.name)) return;
      if (from.name === API) {
        if (!API_MAY_IMPORT.includes(to.name))
          context.report({
            node,
            messageId: 'api',
            data: { to: to.name, allowed: API_MAY_IMPORT.join(', ') },
          });
        return;
      }
      const [a, b] = [layerOf(from.name), layerOf(to.name)];
      if (!a) return context.report({ node, messageId: 'noLayer', data: { name: from.name } });
      if (!b) {
        if (to.name !== API) context.report({ node, messageId: 'noLayer', data: { name: to.name } });
        else
          context.report({
            node,
            messageId: 'layer',
            data: { from: from.name, fromLayer: a.name, to: API, toLayer: 'apps' },
          });
        return;
      }
      if (a.name === 'feature' && b.name === 'feature')
        context.report({ node, messageId: 'feature', data: { from: from.name, to: to.name } });
      else if (b.index <= a.index)
        context.report({
          node,
          messageId: 'layer',
          data: { from: from.name, fromLayer: a.name, to: to.name, toLayer: b.name },
        });
    }

    /** @param {import('estree').Node} node @param {unknown} source */
    function literal(node, source) {
      const s =
        /** @type {{ type?: string, value?: unknown, quasis?: { value: { cooked: string } }[], expressions?: unknown[] } | null} */ (
          source
        );
      if (s?.type === 'Literal' && typeof s.value === 'string') check(node, s.value, s);
      else if (s?.type === 'TemplateLiteral' && s.expressions?.length === 0 && s.quasis?.[0])
        check(node, s.quasis[0].value.cooked);
    }

    return {
      ImportDeclaration: (node) => literal(node, node.source),
      ExportNamedDeclaration: (node) => node.source && literal(node, node.source),
      ExportAllDeclaration: (node) => literal(node, node.source),
      ImportExpression: (node) => literal(node, node.source),
      CallExpression(node) {
        if (
          node.callee.type === 'Identifier' &&
          node.callee.name === 'require' &&
          node.arguments.length === 1
        )
          literal(node, node.arguments[0]);
      },
      /** @param {any} node TSImportEqualsDeclaration: import x = require('...') */
      TSImportEqualsDeclaration(node) {
        if (node.moduleReference?.type === 'TSExternalModuleReference')
          literal(node, node.moduleReference.expression);
      },
      /** @param {any} node TSImportType: import('...').T in a type */
      TSImportType(node) {
        if (node.source) return literal(node, node.source); // typescript-eslint 8.x since `argument` was deprecated
        literal(node, node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument);
      },
    };
  },
};

export const boundariesPlugin = {
  meta: { name: 'clubstay' },
  rules: { 'import-boundaries': importBoundaries },
};
