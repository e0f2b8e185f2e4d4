import { randomBytes } from 'node:crypto';
import { readEnv } from './env.ts';
import { openDatabase, openReadDatabase } from './db/open.ts';
import { DataDirInUse } from './db/pglite.ts';
import { createServer } from './server.ts';
import { seed, seedSteps } from './seed.ts';
import path from 'node:path';
import { BRAND_IDS, type BrandId } from '@clubstay/contract/brands';
import { repoRoot } from './paths.ts';
import { parseBrandHosts } from './white-label.ts';
import { createOutboxMailer } from './mail/mailer.ts';
import { smtpTransport } from './mail/smtp.ts';
import { evmConfigOf } from './crypto/config.ts';
import type { LocalChain } from './crypto/local-chain.ts';
import { privateKeyToAccount } from 'viem/accounts';
import type { EvmNetworkId } from '@clubstay/contract/checkout';
import { systemClock } from './clock.ts';
import { RealStripe } from './checkout/stripe-real.ts';
import { chainCryptoPayments, sandboxCryptoPayments } from './crypto/setup.ts';
import { sandboxSupplierBooking } from './supplier/sandbox-booking.ts';
import { SandboxRatesSupplier } from './supplier/sandbox-rates.ts';
import { loadPageRenderer } from './web/pages.ts';

/** A refusal to start: its reason on stderr, no stack, exit code 1. */
function refuse(error: unknown): never {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

let env: ReturnType<typeof readEnv>;
try {
  env = readEnv();
} catch (error) {
  refuse(error);
}
const version = process.env.npm_package_version ?? '0.1.0';
let onDbError: (error: Error) => void = () => undefined;
const db = await openDatabase(env, (error) => onDbError(error)).catch((error: unknown) => {
  if (error instanceof DataDirInUse) refuse(error);
  throw error;
});
// Callers from other machines use the sandbox with this token (printed below); this machine needs none.
const sandboxToken =
  env.sandboxMode === 'local' ? (env.SANDBOX_TOKEN ?? randomBytes(24).toString('base64url')) : undefined;
/** The port the server listens on (PORT=0 picks one): the development origins in e-mail links use it. */
const listening = { port: env.PORT };
const readDb = openReadDatabase(env, (error) => onDbError(error));
// CRYPTO=local-chain: the test chains start (and their tokens deploy) before the server is built.
let localChain: LocalChain | undefined;
if (env.CRYPTO === 'local-chain') {
  const { startLocalChain } = await import('./crypto/local-chain.ts');
  localChain = await startLocalChain({
    networks: env.CRYPTO_LOCAL_CHAIN_NETWORKS.split(',')
      .map((network) => network.trim())
      .filter(Boolean) as EvmNetworkId[],
    port: env.CRYPTO_LOCAL_CHAIN_PORT,
    blockMs: env.CRYPTO_LOCAL_CHAIN_BLOCK_MS,
  }).catch((error: unknown) => refuse(error));
}
const cryptoChain = evmConfigOf(env, localChain);

// Every outside service, chosen once here from the environment: the real one when it is configured,
// its sandbox otherwise. The rates supplier and its booking side have no live adapter yet; the Paybyrd-
// style card provider neither (the checkout's sandbox one); Stripe is real with both keys.
const rates = new SandboxRatesSupplier(db);
const supplierBooking = sandboxSupplierBooking;
const cards =
  env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY
    ? {
        stripe: await RealStripe.create(
          env.STRIPE_SECRET_KEY,
          env.STRIPE_PUBLISHABLE_KEY,
          env.STRIPE_WEBHOOK_SECRET,
        ),
      }
    : undefined;
const crypto = cryptoChain ? chainCryptoPayments(cryptoChain) : sandboxCryptoPayments;
const mailer = createOutboxMailer(db, {
  transport: env.SMTP_URL ? smtpTransport(env.SMTP_URL) : undefined,
  from: env.MAIL_FROM,
  onDeliveryError: (error, message, { attempts, final }) =>
    final
      ? app.log.error({ err: error, kind: message.kind, attempts }, 'mail delivery failed for good')
      : app.log.warn(
          { err: error, kind: message.kind, attempts },
          'mail delivery failed; the outbox retries',
        ),
});

// npm run dev -- --brand <id>: that brand's pages from source through Vite, with hot reload.
const devPages = env.DEV_BRAND
  ? await import('./dev/vite-pages.ts').then(({ vitePages }) =>
      vitePages(env.DEV_BRAND as BrandId, path.join(repoRoot(), 'apps')),
    )
  : undefined;

const { app, database } = await createServer({
  db,
  readDb,
  ...(devPages ? { devPages } : {}),
  // The page renderer is built beside main.js (dist/ssr); SERVER_RENDERING=off, or no such bundle, serves the apps client-rendered.
  pageRenderer:
    env.SERVER_RENDERING === 'on'
      ? await loadPageRenderer(new URL('./ssr/render.js', import.meta.url))
      : undefined,
  metricsToken: env.METRICS_TOKEN,
  supportEmail: env.SUPPORT_EMAIL,
  checkout: {
    ...(env.UNPAID_HOLD_LIMITS === 'off' ? { holdLimits: null } : {}),
    // The sandbox card provider signs its webhook events with the deployment's secret when there is one.
    ...(env.STRIPE_WEBHOOK_SECRET ? { sandboxWebhookSecret: env.STRIPE_WEBHOOK_SECRET } : {}),
  },
  version,
  brandHosts: parseBrandHosts(env.BRAND_HOSTS),
  brandScheme: env.BRAND_SCHEME,
  developmentPort: () => listening.port,
  trustProxy: env.trustedProxies,
  logger: { level: env.LOG_LEVEL },
  checkResponses: env.NODE_ENV !== 'production',
  guestTokenSecret: env.GUEST_TOKEN_SECRET,
  googleMapsApiKey: env.GOOGLE_MAPS_API_KEY,
  reviewsWidgetUrl: env.REVIEWS_WIDGET_URL,
  rates,
  supplierBooking,
  cards,
  crypto,
  mailer,
  clock: systemClock,
  sandbox: env.sandboxMode !== 'off',
  sandboxAudience: env.sandboxMode === 'public-demo' ? 'public' : 'local',
  sandboxToken,
  afterMigrate: (ready) =>
    seed(
      ready,
      seedSteps({ hotels: env.SEED_HOTELS }, (message) => app.log.info(message)),
      (message) => app.log.info(message),
    ),
});
onDbError = (error) => app.log.warn({ err: error }, 'database connection error');

database.start();
await app.listen({ port: env.PORT, host: env.HOST });

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : env.PORT;
listening.port = port;
const urls = BRAND_IDS.map(
  (id) => `  ${id.padEnd(22)} http://${id === 'clubstay' ? 'localhost' : `${id}.localhost`}:${port}`,
);
app.log.info(
  `storage: ${db.kind === 'pglite' ? `PGlite at ${env.dataDir}` : `PostgreSQL (DATABASE_URL${readDb ? ', reads from DATABASE_READ_URL' : ''})`}`,
);
const sandboxLine =
  env.sandboxMode === 'local'
    ? `Sandbox: on for this machine (mailbox http://localhost:${port}/api/sandbox/mailbox); from elsewhere send X-Sandbox-Token: ${sandboxToken}\n`
    : env.sandboxMode === 'public-demo'
      ? 'Sandbox: PUBLIC DEMO — anyone who reaches this server can read every e-mail and take over any account\n'
      : '';
const chainLines = localChain
  ? `Local chain (CRYPTO=local-chain; test keys, mnemonic "test test … junk"):\n${Object.values(
      localChain.networks,
    )
      .map(
        (local) =>
          `  ${local.network.padEnd(9)} chain ${local.chainId}  RPC ${local.rpcUrl}  USDC ${local.tokens.USDC}  USDT ${local.tokens.USDT}`,
      )
      .join(
        '\n',
      )}\n${cryptoChain?.refund ? `  refund wallet ${privateKeyToAccount(cryptoChain.refund.key).address}\n` : ''}`
  : cryptoChain
    ? `Crypto on chain: ${cryptoChain.networks.map((network) => `${network.network} (${network.confirmations} confirmations)`).join(', ')}\n${
        cryptoChain.refund
          ? `  refund wallet ${privateKeyToAccount(cryptoChain.refund.key).address}\n`
          : '  no refund wallet (CRYPTO_REFUND_KEY): chain refunds wait for a person\n'
      }`
    : '';
process.stdout.write(
  `\nClubstay is up on ${env.HOST}. Brands:\n${urls.join('\n')}\n  API docs               http://localhost:${port}/api/openapi.json\n${sandboxLine}${chainLines}${devPages ? `Development: ${devPages.brand} is rendered from source by Vite, with hot reload\n` : ''}\n`,
);
void database.whenReady().then(() => app.log.info('database ready'));

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      async () => {
        await localChain?.close();
        process.exit(0);
      },
      () => process.exit(1),
    );
  });
}
