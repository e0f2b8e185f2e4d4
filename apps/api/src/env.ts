import { z } from 'zod';
import { BRAND_IDS } from '@clubstay/contract/brands';
import { repoRoot } from './paths.ts';
import path from 'node:path';
import { isIP } from 'node:net';

/** Development values of the secrets: accepted outside production only (README, Security). */
export const DEVELOPMENT_GUEST_TOKEN_SECRET = 'clubstay-development-guest-token-secret';
/** The sandbox card provider's own webhook secret (checkout/routes.ts), used while STRIPE_WEBHOOK_SECRET is unset (never in production). */
export const DEVELOPMENT_STRIPE_WEBHOOK_SECRET = 'whsec_clubstay_sandbox_development';

/** Whether a listen address reaches this machine only. */
function isLoopbackHost(host: string): boolean {
  const value = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (value === 'localhost' || value.endsWith('.localhost') || value === '::1') return true;
  if (value.startsWith('::ffff:')) return isLoopbackHost(value.slice('::ffff:'.length));
  return isIP(value) === 4 && value.startsWith('127.');
}

/** One proxy address or CIDR range (`10.0.0.0/8`, `::1`, `fd00::/8`). */
function isProxyEntry(entry: string): boolean {
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !address) return false;
  const family = isIP(address);
  if (!family) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n >= 0 && n <= (family === 4 ? 32 : 128);
}

const evmAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'A 0x address of 40 hex digits');

/**
 * The overrides of one EVM network of the contract's table (CRYPTO_<NETWORK>_…): RPC_URL, the API's
 * JSON-RPC endpoint (set: the network runs on its chain); RPC_URL_2, a second endpoint at another
 * provider, compared with the first (heads and logs; nothing confirms unless both agree, see
 * crypto/rpc-pair.ts); WALLET_RPC_URL, the public endpoint a browser wallet adds; the token
 * contracts, chain id and confirmation depth for a testnet.
 */
function evmNetworkEnv<N extends string>(network: N) {
  const text = {
    RPC_URL: z.string().url().optional(),
    RPC_URL_2: z.string().url().optional(),
    WALLET_RPC_URL: z.string().url().optional(),
    USDC_ADDRESS: evmAddress.optional(),
    USDT_ADDRESS: evmAddress.optional(),
  };
  const numbers = {
    CHAIN_ID: z.coerce.number().int().min(1).optional(),
    CONFIRMATIONS: z.coerce.number().int().min(0).max(10_000).optional(),
  };
  type Text = { [K in keyof typeof text as `CRYPTO_${N}_${K}`]: (typeof text)[K] };
  type Numbers = { [K in keyof typeof numbers as `CRYPTO_${N}_${K}`]: (typeof numbers)[K] };
  const entries = Object.entries({ ...text, ...numbers }).map(([key, schema]) => [
    `CRYPTO_${network}_${key}`,
    schema,
  ]);
  return Object.fromEntries(entries) as Text & Numbers;
}

/** Every setting the API reads, validated once. Nothing else reads process.env. */
const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Listen address: this machine only unless told otherwise (`0.0.0.0` to serve the network). */
    HOST: z.string().min(1).default('localhost'),
    DATABASE_URL: z.string().url().optional(),
    /**
     * A read replica of DATABASE_URL for the search and places queries (the heavy reads). Unset: they
     * use DATABASE_URL. Needs DATABASE_URL (PGlite has no replicas).
     */
    DATABASE_READ_URL: z.string().url().optional(),
    DATA_DIR: z.string().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** `production` turns off the sandbox and the answer checks, and refuses development secrets. */
    NODE_ENV: z
      .enum(['development', 'production', 'test'], { message: 'Expected development, production or test' })
      .default('development'),
    /**
     * Server rendering of the brand apps' pages (README "Server rendering"): `on` renders each page in
     * this process and the browser hydrates it; `off` serves the client-only index.html.
     */
    SERVER_RENDERING: z.enum(['on', 'off']).default('on'),
    /**
     * `npm run dev -- --brand <id>` sets it: that brand's pages are rendered from source by Vite's
     * development server inside this process, with hot reload (README "Development"). Never in production.
     */
    DEV_BRAND: z.enum(BRAND_IDS).optional(),
    /** Production host names: `host=brand,host=brand`. */
    BRAND_HOSTS: z.string().default(''),
    /** The scheme of the BRAND_HOSTS origins in e-mails and redirects. */
    BRAND_SCHEME: z.enum(['https', 'http']).default('https'),
    /**
     * The reverse proxies in front of the API (addresses or CIDR ranges, comma-separated). Unset: no
     * proxy is trusted, X-Forwarded-* are ignored and the client is the socket's address.
     */
    TRUST_PROXY: z
      .string()
      .default('')
      .refine(
        (value) =>
          value
            .split(',')
            .map((e) => e.trim())
            .filter(Boolean)
            .every(isProxyEntry),
        {
          message: 'Expected IP addresses or CIDR ranges, comma-separated (e.g. 10.0.0.0/8,127.0.0.1)',
        },
      ),
    /** Shared with partners that admit guests by signed token (brands-for-employees). */
    GUEST_TOKEN_SECRET: z.string().min(16).default(DEVELOPMENT_GUEST_TOKEN_SECRET),
    /**
     * Sandbox helpers and forced scenarios; off by default in production. `on` serves them to this
     * machine (or to callers with SANDBOX_TOKEN) only; `public-demo` serves them to anyone.
     */
    SANDBOX: z.enum(['on', 'off', 'public-demo']).optional(),
    /** Lets a caller from another machine use the sandbox helpers (header X-Sandbox-Token). @default random, printed at start */
    SANDBOX_TOKEN: z.string().min(16, 'Use at least 16 characters').optional(),
    SEED_HOTELS: z.coerce.number().int().min(0).default(100_000),
    GOOGLE_MAPS_API_KEY: z.string().optional(),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().optional(),
    /**
     * Signs the card webhook events to /api/payments/stripe/webhook: real Stripe's endpoint secret, or
     * with the sandbox card provider the secret its events are signed with. Required in production.
     * @default the public development secret (outside production)
     */
    STRIPE_WEBHOOK_SECRET: z.string().min(16, 'Use at least 16 characters').optional(),
    /** The SMTP server e-mail is delivered to; unset, the outbox is the sandbox mailbox only. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^\s/]+/, 'An smtp:// or smtps:// URL (smtp://user:pass@host:587)')
      .optional(),
    /** The reviews provider's widget, `{id}` and `{lang}` filled in; without it the sandbox reviews page. */
    REVIEWS_WIDGET_URL: z.string().url().optional(),
    /** The From address of every e-mail. */
    MAIL_FROM: z.string().default('Clubstay <no-reply@clubstay.localhost>'),
    /** Bearer token for GET /api/metrics; unset, the metrics are served to calls from this machine only. */
    METRICS_TOKEN: z.string().min(16, 'Use at least 16 characters').optional(),
    /** Support's address: refunds that failed for good are reported there. */
    SUPPORT_EMAIL: z.string().email().default('support@clubstay.localhost'),
    /**
     * `off` lifts the caps on open unpaid holds (UNPAID_HOLD_LIMITS): for a test harness that books
     * everything from one address. Refused in production.
     */
    UNPAID_HOLD_LIMITS: z.enum(['on', 'off']).default('on'),
    /**
     * Crypto payments: `sandbox` (simulated deposits; EVM networks with CRYPTO_<NETWORK>_RPC_URL run on
     * their real chain) or `local-chain` (an in-process EVM per network with test USDC and USDT).
     */
    CRYPTO: z.enum(['sandbox', 'local-chain']).default('sandbox'),
    /** The extended public key (xpub) the deposit addresses are derived from; needed by a real chain. */
    CRYPTO_XPUB: z
      .string()
      .regex(/^[a-zA-Z]pub[1-9A-HJ-NP-Za-km-z]{100,120}$/, 'An extended public key (xpub…)')
      .optional(),
    /**
     * The private key (0x + 64 hex) of the refund hot wallet, which sends on-chain refunds (a separate,
     * small balance; never the key behind CRYPTO_XPUB). Unset: chain refunds wait for a person.
     */
    CRYPTO_REFUND_KEY: z
      .string()
      .regex(/^0x[0-9a-fA-F]{64}$/, 'A private key (0x and 64 hex digits)')
      .optional(),
    /** Below this balance (in the coin) of the refund wallet an alert is logged; a refund it cannot cover waits. */
    CRYPTO_REFUND_LOW_BALANCE: z.coerce.number().min(0).default(100),
    /** How often each chain is scanned for transfers (ms). */
    CRYPTO_POLL_MS: z.coerce.number().int().min(250).default(4000),
    /** A JSON-RPC call to a chain that has not answered after this long fails; the watcher backs off and retries. */
    CRYPTO_RPC_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
    /** CRYPTO=local-chain: the networks run locally, and the first of their JSON-RPC ports (one per network, in order). */
    CRYPTO_LOCAL_CHAIN_NETWORKS: z.string().default('ethereum,polygon,base'),
    CRYPTO_LOCAL_CHAIN_PORT: z.coerce.number().int().min(1).max(65535).default(8545),
    /** CRYPTO=local-chain: a block every this many ms, so confirmations come without transactions (0: none). */
    CRYPTO_LOCAL_CHAIN_BLOCK_MS: z.coerce.number().int().min(0).default(2000),
    ...evmNetworkEnv('ETHEREUM'),
    ...evmNetworkEnv('POLYGON'),
    ...evmNetworkEnv('BASE'),
  })
  .refine((env) => !env.DATABASE_READ_URL || env.DATABASE_URL, {
    path: ['DATABASE_READ_URL'],
    message: 'A read replica needs DATABASE_URL (the primary) too',
  });

/** The name of every variable the API reads (apps/api/.env.example lists each; env.test.ts checks it). */
export const ENV_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export type SandboxMode = 'off' | 'local' | 'public-demo';
export type Env = z.infer<typeof envSchema> & {
  dataDir: string;
  /** What the sandbox serves, and to whom (SANDBOX, NODE_ENV). */
  sandboxMode: SandboxMode;
  /** TRUST_PROXY as a list; empty: trust no proxy. */
  trustedProxies: string[];
};

/**
 * The secrets production must hold of its own: unset, they fall back to public development values
 * (or, for real Stripe, to no webhook secret, and every payment event would be refused). Read from
 * the raw variables, so they are reported with the other mistakes of a start that fails.
 */
function productionSecretProblems(present: Record<string, string | undefined>): Map<string, string> {
  const problems = new Map<string, string>();
  if (present.NODE_ENV !== 'production') return problems;
  const guest = present.GUEST_TOKEN_SECRET;
  if (guest === undefined || guest === DEVELOPMENT_GUEST_TOKEN_SECRET) {
    problems.set('GUEST_TOKEN_SECRET', 'production needs its own secret (the development one is public)');
  }
  const webhook = present.STRIPE_WEBHOOK_SECRET;
  if (webhook === undefined) {
    problems.set(
      'STRIPE_WEBHOOK_SECRET',
      "production needs the webhook signing secret (real Stripe: the endpoint's whsec_…; without Stripe keys it signs the sandbox's events instead of the public development secret)",
    );
  } else if (webhook === DEVELOPMENT_STRIPE_WEBHOOK_SECRET) {
    problems.set('STRIPE_WEBHOOK_SECRET', 'production needs its own secret (the development one is public)');
  }
  return problems;
}

/**
 * The settings, validated. A bad environment throws one error naming every bad variable, one line
 * each (`  NAME: reason`); main.ts prints it and exits with code 1 before anything starts.
 */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable means unset (`DATABASE_URL= npm start` uses PGlite).
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const secrets = productionSecretProblems(present);
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    // One line per variable: the schema's first complaint about it, else the secret's.
    const reasons = new Map<string, string>();
    for (const issue of parsed.error.issues) {
      const name = issue.path.join('.');
      if (!reasons.has(name)) reasons.set(name, issue.message);
    }
    for (const [name, reason] of secrets) if (!reasons.has(name)) reasons.set(name, reason);
    const lines = [...reasons].map(([name, reason]) => `  ${name}: ${reason}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = env.DATA_DIR ?? path.join(repoRoot(), '.data', 'pglite');
  const sandbox = env.SANDBOX ?? (env.NODE_ENV === 'production' ? 'off' : 'on');
  const sandboxMode: SandboxMode = sandbox === 'on' ? 'local' : sandbox;
  const problems: string[] = [];
  // A sandbox hands out accounts (mailbox, invitations, guest tokens): it never reaches a network by accident.
  if (sandboxMode === 'local' && !isLoopbackHost(env.HOST)) {
    problems.push(
      `  HOST: the sandbox is on and ${env.HOST} is reachable from other machines; its mailbox would let anyone take over any account. ` +
        'Set SANDBOX=off (or NODE_ENV=production), listen on localhost, or, for a public demo holding no real data, SANDBOX=public-demo',
    );
  }
  for (const [name, reason] of secrets) problems.push(`  ${name}: ${reason}`);
  if (env.NODE_ENV === 'production') {
    if (env.UNPAID_HOLD_LIMITS === 'off')
      problems.push('  UNPAID_HOLD_LIMITS: production keeps the caps on unpaid holds');
    if (env.CRYPTO === 'local-chain')
      problems.push('  CRYPTO: local-chain runs test tokens with public keys; not in production');
    if (env.DEV_BRAND)
      problems.push('  DEV_BRAND: the development server compiles pages from source; not in production');
  }
  const chains = (['ETHEREUM', 'POLYGON', 'BASE'] as const).filter(
    (network) => env[`CRYPTO_${network}_RPC_URL`],
  );
  if (env.CRYPTO === 'sandbox' && chains.length > 0 && !env.CRYPTO_XPUB) {
    problems.push(
      `  CRYPTO_XPUB: ${chains.map((network) => `CRYPTO_${network}_RPC_URL`).join(', ')} need the xpub deposit addresses are derived from`,
    );
  }
  for (const network of ['ETHEREUM', 'POLYGON', 'BASE'] as const) {
    const second = env[`CRYPTO_${network}_RPC_URL_2`];
    if (second && !env[`CRYPTO_${network}_RPC_URL`])
      problems.push(
        `  CRYPTO_${network}_RPC_URL_2: the second endpoint is compared with CRYPTO_${network}_RPC_URL, which is not set`,
      );
    if (second && second === env[`CRYPTO_${network}_RPC_URL`])
      problems.push(
        `  CRYPTO_${network}_RPC_URL_2: the same endpoint as CRYPTO_${network}_RPC_URL compares nothing; use another provider`,
      );
  }
  const local = env.CRYPTO_LOCAL_CHAIN_NETWORKS.split(',')
    .map((network) => network.trim())
    .filter(Boolean);
  if (local.some((network) => !['ethereum', 'polygon', 'base'].includes(network))) {
    problems.push('  CRYPTO_LOCAL_CHAIN_NETWORKS: a comma-separated list of ethereum, polygon, base');
  }
  if (problems.length) throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  const trustedProxies = env.TRUST_PROXY.split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  return { ...env, dataDir, sandboxMode, trustedProxies };
}
