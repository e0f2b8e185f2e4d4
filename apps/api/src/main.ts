import { readEnv } from './env.ts';
import { openDatabase, openReadDatabase } from './db/open.ts';
import { createServer } from './server.ts';
import { seed, seedSteps } from './seed.ts';
import { BRAND_IDS } from '@clubstay/contract/brands';
import { parseBrandHosts } from './white-label.ts';
import { createOutboxMailer } from './mail/mailer.ts';
import { smtpTransport } from './mail/smtp.ts';

const env = readEnv();
const version = process.env.npm_package_version ?? '0.1.0';
let onDbError: (error: Error) => void = () => undefined;
const db = await openDatabase(env, (error) => onDbError(error));
const readDb = openReadDatabase(env, (error) => onDbError(error));

const { app, database } = await createServer({
  db,
  readDb,
  metricsToken: env.METRICS_TOKEN,
  supportEmail: env.SUPPORT_EMAIL,
  version,
  brandHosts: parseBrandHosts(env.BRAND_HOSTS),
  logger: { level: env.LOG_LEVEL },
  checkResponses: env.NODE_ENV !== 'production',
  guestTokenSecret: env.GUEST_TOKEN_SECRET,
  googleMapsApiKey: env.GOOGLE_MAPS_API_KEY,
  reviewsWidgetUrl: env.REVIEWS_WIDGET_URL,
  stripe: { secretKey: env.STRIPE_SECRET_KEY, publishableKey: env.STRIPE_PUBLISHABLE_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET },
  mailer: createOutboxMailer(db, {
    transport: env.SMTP_URL ? smtpTransport(env.SMTP_URL) : undefined,
    from: env.MAIL_FROM,
    onDeliveryError: (error, message) => app.log.error({ err: error, kind: message.kind }, 'mail delivery failed'),
  }),
  sandbox: (env.SANDBOX ?? (env.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
  afterMigrate: (ready) =>
    seed(ready, seedSteps({ hotels: env.SEED_HOTELS }, (message) => app.log.info(message)), (message) => app.log.info(message)),
});
onDbError = (error) => app.log.warn({ err: error }, 'database connection error');

database.start();
await app.listen({ port: env.PORT, host: env.HOST });

const port = env.PORT;
const urls = BRAND_IDS.map((id) => `  ${id.padEnd(22)} http://${id === 'clubstay' ? 'localhost' : `${id}.localhost`}:${port}`);
app.log.info(`storage: ${db.kind === 'pglite' ? `PGlite at ${env.dataDir}` : `PostgreSQL (DATABASE_URL${readDb ? ', reads from DATABASE_READ_URL' : ''})`}`);
process.stdout.write(`\nClubstay is up. Brands:\n${urls.join('\n')}\n  API docs               http://localhost:${port}/api/openapi.json\n\n`);
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
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
