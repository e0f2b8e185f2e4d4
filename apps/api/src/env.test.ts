import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { apiBundleOptions } from '../scripts/bundle-options.mjs';
import { evmConfigOf } from './crypto/config.ts';
import {
  DEVELOPMENT_GUEST_TOKEN_SECRET,
  DEVELOPMENT_STRIPE_WEBHOOK_SECRET,
  ENV_VARIABLES,
  readEnv,
} from './env.ts';

describe('operations settings in the environment', () => {
  it('takes a read replica only beside a primary', () => {
    expect(() => readEnv({ DATABASE_READ_URL: 'postgres://reader@replica:5432/clubstay' })).toThrow(
      /DATABASE_READ_URL: A read replica needs DATABASE_URL/,
    );
    const env = readEnv({
      DATABASE_URL: 'postgres://app@primary:5432/clubstay',
      DATABASE_READ_URL: 'postgres://reader@replica:5432/clubstay',
    });
    expect(env.DATABASE_READ_URL).toBe('postgres://reader@replica:5432/clubstay');
    expect(
      readEnv({ DATABASE_URL: 'postgres://app@primary:5432/clubstay', DATABASE_READ_URL: '' })
        .DATABASE_READ_URL,
    ).toBeUndefined();
  });
  it('takes a second RPC endpoint of a network only beside a first, different one, and compares them', () => {
    const XPUB =
      'xpub6EuV33a2DXxAhoJTRTnr8qnysu81AA4YHpLY6o8NiGkEJ8KADJ35T64eJsStWsmRf1xXkEANVjXFXnaUKbRtFwuSPCLfDdZwYNZToh4LBCd';
    expect(() => readEnv({ CRYPTO_POLYGON_RPC_URL_2: 'https://polygon.two.example' })).toThrow(
      /CRYPTO_POLYGON_RPC_URL_2: the second endpoint/,
    );
    expect(() =>
      readEnv({
        CRYPTO_POLYGON_RPC_URL: 'https://one.example',
        CRYPTO_POLYGON_RPC_URL_2: 'https://one.example',
      }),
    ).toThrow(/compares nothing/);
    const env = readEnv({
      CRYPTO_XPUB: XPUB,
      CRYPTO_POLYGON_RPC_URL: 'https://polygon.one.example',
      CRYPTO_POLYGON_RPC_URL_2: 'https://polygon.two.example',
      CRYPTO_POLYGON_CHAIN_ID: '80002',
    });
    const [polygon] = evmConfigOf(env)?.networks ?? [];
    expect(polygon).toMatchObject({
      rpcUrl: 'https://polygon.one.example',
      checkRpcUrl: 'https://polygon.two.example',
      chainId: 80_002,
    });
    // A testnet the contract's table knows: its explorer and name, not the mainnet's.
    expect(polygon).toMatchObject({
      explorer: 'https://amoy.polygonscan.com',
      wallet: { name: 'Polygon Amoy' },
    });
    expect(evmConfigOf(env)?.rpcTimeoutMs).toBe(5000);
  });
  it('refuses a short metrics token and leaves the metrics local without one', () => {
    expect(() => readEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: Use at least 16 characters/);
    expect(readEnv({}).METRICS_TOKEN).toBeUndefined();
  });
});

const PRODUCTION = {
  NODE_ENV: 'production',
  GUEST_TOKEN_SECRET: 'partner-shared-secret-0123456789',
  STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef',
};

describe('production and development secrets', () => {
  it('starts in production with secrets of its own', () => {
    const env = readEnv(PRODUCTION);
    expect(env).toMatchObject({
      GUEST_TOKEN_SECRET: PRODUCTION.GUEST_TOKEN_SECRET,
      STRIPE_WEBHOOK_SECRET: PRODUCTION.STRIPE_WEBHOOK_SECRET,
      sandboxMode: 'off',
    });
  });
  it('refuses production with a secret unset or at its public development value, one line per variable', () => {
    const refusal = (source: Record<string, string>) => {
      try {
        readEnv(source);
      } catch (error) {
        return (error as Error).message.split('\n');
      }
      throw new Error('expected a refusal');
    };
    expect(refusal({ NODE_ENV: 'production' })).toEqual([
      'Invalid environment:',
      '  GUEST_TOKEN_SECRET: production needs its own secret (the development one is public)',
      expect.stringMatching(/^ {2}STRIPE_WEBHOOK_SECRET: production needs the webhook signing secret/),
    ]);
    expect(
      refusal({
        ...PRODUCTION,
        GUEST_TOKEN_SECRET: DEVELOPMENT_GUEST_TOKEN_SECRET,
        STRIPE_WEBHOOK_SECRET: DEVELOPMENT_STRIPE_WEBHOOK_SECRET,
      }),
    ).toEqual([
      'Invalid environment:',
      '  GUEST_TOKEN_SECRET: production needs its own secret (the development one is public)',
      '  STRIPE_WEBHOOK_SECRET: production needs its own secret (the development one is public)',
    ]);
    // Mistakes the schema finds are told in the same breath, still one line for each variable.
    expect(
      refusal({
        NODE_ENV: 'production',
        PORT: 'eighty',
        GUEST_TOKEN_SECRET: 'short',
        STRIPE_WEBHOOK_SECRET: DEVELOPMENT_STRIPE_WEBHOOK_SECRET,
      }),
    ).toEqual([
      'Invalid environment:',
      expect.stringMatching(/^ {2}PORT: /),
      expect.stringMatching(/^ {2}GUEST_TOKEN_SECRET: .*16/),
      '  STRIPE_WEBHOOK_SECRET: production needs its own secret (the development one is public)',
    ]);
  });
  it('takes an smtp:// or smtps:// SMTP_URL only', () => {
    expect(readEnv({ SMTP_URL: 'smtp://user:pass@mail.example.com:587' }).SMTP_URL).toBe(
      'smtp://user:pass@mail.example.com:587',
    );
    expect(readEnv({ SMTP_URL: 'smtps://mail.example.com' }).SMTP_URL).toBe('smtps://mail.example.com');
    expect(() => readEnv({ SMTP_URL: 'mail.example.com:587' })).toThrow(
      /^Invalid environment:\n {2}SMTP_URL: An smtp:\/\/ or smtps:\/\/ URL/,
    );
  });
  it('decides production by NODE_ENV=production exactly, and refuses a NODE_ENV it does not know', () => {
    expect(() => readEnv({ NODE_ENV: 'prod' })).toThrow(
      /^Invalid environment:\n {2}NODE_ENV: Expected development, production or test$/,
    );
    expect(readEnv({ NODE_ENV: 'test' }).GUEST_TOKEN_SECRET).toBe(DEVELOPMENT_GUEST_TOKEN_SECRET);
    // Outside production the development values keep `npm start` working with no setup.
    expect(readEnv({}).STRIPE_WEBHOOK_SECRET).toBeUndefined();
  });
});

describe('the process refuses to start', () => {
  const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const outdir = path.join(apiRoot, 'node_modules', '.cache', `env-refusal-${process.pid}`);
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('in production with the development secrets: one line per bad variable on stderr, no stack, exit code 1', async () => {
    // main.ts itself, bundled as scripts/build.mjs does (npm packages stay external), without the page renderer.
    await build(
      apiBundleOptions({
        entryPoints: { main: path.join(apiRoot, 'src/main.ts') },
        outdir,
        sourcemap: false,
        logLevel: 'error',
      }),
    );
    const child = spawn(process.execPath, [path.join(outdir, 'main.js')], {
      cwd: apiRoot,
      // Nothing of this machine's environment: only what is named here.
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        GUEST_TOKEN_SECRET: DEVELOPMENT_GUEST_TOKEN_SECRET,
        PORT: '0',
        DATA_DIR: path.join(outdir, 'data'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    let stdout = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(1);
    expect(stderr.trimEnd().split('\n')).toEqual([
      'Invalid environment:',
      '  GUEST_TOKEN_SECRET: production needs its own secret (the development one is public)',
      expect.stringMatching(/^ {2}STRIPE_WEBHOOK_SECRET: production needs the webhook signing secret/),
    ]);
    expect(stdout).toBe('');
  });
});

describe('.env.example', () => {
  const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const lines = readFileSync(path.join(apiRoot, '.env.example'), 'utf8').split('\n');
  const entries = lines.flatMap((line, index) => {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    return match ? [{ name: match[1] ?? '', value: match[2] ?? '', comment: lines[index - 1] ?? '' }] : [];
  });

  it('lists every variable env.ts reads, once, and nothing else', () => {
    expect(entries.map((entry) => entry.name).sort()).toEqual([...ENV_VARIABLES].sort());
  });

  it('gives each its default (or empty, meaning unset) and a one-line comment', () => {
    const defaults = readEnv({}) as unknown as Record<string, string | number | undefined>;
    for (const { name, value, comment } of entries) {
      expect(comment, name).toMatch(/^# \S/);
      const fallback = defaults[name];
      expect([fallback === undefined ? '' : String(fallback), ''], name).toContain(value);
      if (fallback === undefined) expect(value, name).toBe('');
    }
    // Each line parses: the file as it is starts the API with its defaults.
    const source = Object.fromEntries(entries.map(({ name, value }) => [name, value]));
    expect(readEnv(source)).toEqual(defaults);
  });

  it('covers every process.env read in the API source outside the tests', () => {
    const listed = new Set(entries.map((entry) => entry.name));
    // Set by npm for `npm start`, not by a deployer.
    const notSettings = new Set(['npm_package_version']);
    const read = new Map<string, string>();
    const walk = (dir: string): void => {
      for (const item of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, item.name);
        if (item.isDirectory()) walk(file);
        else if (
          /\.tsx?$/.test(item.name) &&
          !/\.test\.tsx?$/.test(item.name) &&
          !file.includes(`${path.sep}test${path.sep}`)
        ) {
          const text = readFileSync(file, 'utf8');
          for (const match of text.matchAll(
            /process\.env(?:\.([A-Za-z_][A-Za-z0-9_]*)|\[\s*['"]([^'"]+)['"]\s*\])/g,
          )) {
            read.set(match[1] ?? match[2] ?? '', path.relative(apiRoot, file));
          }
        }
      }
    };
    walk(path.join(apiRoot, 'src'));
    expect(read.size).toBeGreaterThan(0);
    const missing = [...read].filter(([name]) => !listed.has(name) && !notSettings.has(name));
    expect(missing, 'read from process.env but not in .env.example').toEqual([]);
  });
});
