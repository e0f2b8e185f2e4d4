import { z } from 'zod';
import { repoRoot } from './paths.ts';
import path from 'node:path';

/** Every setting the API reads, validated once. Nothing else reads process.env. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  /**
   * A read replica of DATABASE_URL for the search and places queries (the heavy reads). Unset: they
   * use DATABASE_URL. Needs DATABASE_URL (PGlite has no replicas).
   */
  DATABASE_READ_URL: z.string().url().optional(),
  DATA_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Production host names: `host=brand,host=brand`. */
  BRAND_HOSTS: z.string().default(''),
  /** Shared with partners that admit guests by signed token (brands-for-employees). */
  GUEST_TOKEN_SECRET: z.string().min(16).default('clubstay-development-guest-token-secret'),
  /** Sandbox helpers and forced scenarios; off by default in production. */
  SANDBOX: z.enum(['on', 'off']).optional(),
  SEED_HOTELS: z.coerce.number().int().min(0).default(100_000),
  GOOGLE_MAPS_API_KEY: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  /** Signs Stripe's webhook events to /api/payments/stripe/webhook (real Stripe only). */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  SMTP_URL: z.string().optional(),
  /** The reviews provider's widget, `{id}` and `{lang}` filled in; without it the sandbox reviews page. */
  REVIEWS_WIDGET_URL: z.string().url().optional(),
  /** The From address of every e-mail. */
  MAIL_FROM: z.string().default('Clubstay <no-reply@clubstay.localhost>'),
  /** Bearer token for GET /api/metrics; unset, the metrics are served to calls from this machine only. */
  METRICS_TOKEN: z.string().min(16, 'Use at least 16 characters').optional(),
  /** Support's address: refunds that failed for good are reported there. */
  SUPPORT_EMAIL: z.string().email().default('support@clubstay.localhost'),
}).refine((env) => !env.DATABASE_READ_URL || env.DATABASE_URL, {
  path: ['DATABASE_READ_URL'],
  message: 'A read replica needs DATABASE_URL (the primary) too',
});

export type Env = z.infer<typeof envSchema> & { dataDir: string };

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable means unset (`DATABASE_URL= npm start` uses PGlite).
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const dataDir = parsed.data.DATA_DIR ?? path.join(repoRoot(), '.data', 'pglite');
  return { ...parsed.data, dataDir };
}
