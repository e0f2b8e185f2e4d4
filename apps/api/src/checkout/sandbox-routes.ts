import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  sandboxAllotmentBodySchema,
  sandboxConfirmBodySchema,
  sandboxDepositBodySchema,
  sandboxTokenBodySchema,
} from '@clubstay/contract/checkout';
import type { Db } from '#db/db.ts';
import { HttpError } from '#http.ts';
import { setAllotment } from '#supplier/sandbox-booking.ts';
import type { CryptoInvoices } from './crypto.ts';
import type { SandboxPaybyrd } from './paybyrd-sandbox.ts';
import type { SandboxStripe } from './stripe-sandbox.ts';
import { escapeHtml } from '#html.ts';

/**
 * The sandbox's own calls and pages (not part of the product API, so not in the contract's
 * endpoint table): what Stripe.js, the Paybyrd hosted fields and 3DS pages, and a blockchain would
 * do, plus a way to set a room's allotment. Registered only while the sandbox is on.
 *
 * - POST /api/sandbox/stripe/payment_intents/{id}/confirm  { clientSecret, card }
 * - GET  /api/sandbox/stripe/payment_intents/{id}?client_secret=
 * - GET  /api/sandbox/stripe/3ds/{id}?client_secret=        the 3DS challenge page (Complete / Fail)
 * - POST /api/sandbox/paybyrd/tokens                        { number, expMonth, expYear, cvc } → tokenId
 * - GET  /api/sandbox/paybyrd/3ds/{correlationId}           the Paybyrd-style 3DS frame
 * - POST /api/sandbox/crypto/deposit                        { address, amount, txHash? }
 * - POST /api/sandbox/allotment                             { hotelId, roomId, checkIn, checkOut, left }
 */
interface SandboxRouteDeps {
  db: Db;
  ready: () => void;
  stripe: SandboxStripe | undefined;
  /** Undefined when a live Paybyrd adapter is configured: its sandbox calls are off. */
  paybyrd: SandboxPaybyrd | undefined;
  crypto: CryptoInvoices;
}

function parse<T extends z.ZodType>(schema: T, value: unknown, part: string): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new HttpError(
      400,
      `Invalid ${part}`,
      result.error.issues.map((issue) => ({
        field: [part, ...issue.path.map(String)].join('.'),
        code: issue.code,
        message: issue.message,
      })),
    );
  }
  return result.data;
}

/** The challenge pages are framed by the app (same origin) and run no script. */
const FRAME_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'self'; base-uri 'none'";

function page(reply: FastifyReply, title: string, body: string, refreshSeconds?: number) {
  reply
    .header('content-security-policy', FRAME_CSP)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8');
  return reply.send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
${refreshSeconds ? `<meta http-equiv="refresh" content="${refreshSeconds}">` : ''}
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:0;padding:20px;color:#111;background:#fff}
h1{font-size:18px;margin:0 0 8px}.bank{font-weight:700;color:#1a4dab;margin-bottom:12px}
form{display:inline}button{font:inherit;padding:10px 18px;border-radius:6px;border:1px solid #333;margin:8px 8px 0 0;cursor:pointer}
.ok{background:#0b6b2f;color:#fff;border-color:#0b6b2f}.no{background:#fff;color:#a10b0b;border-color:#a10b0b}
p{margin:6px 0}</style></head><body><div class="bank">Sandbox Bank · 3-D Secure</div>${body}</body></html>`);
}

export async function registerCheckoutSandboxRoutes(
  app: FastifyInstance,
  deps: SandboxRouteDeps,
): Promise<void> {
  await app.register(async (scope) => {
    // The challenge pages post plain HTML forms.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    const idParams = z.object({ id: z.string().regex(/^pi_[A-Za-z0-9]{8,40}$/) });
    const secretQuery = z.object({ client_secret: z.string().min(1).max(200) });
    const requireStripe = () => {
      deps.ready();
      if (!deps.stripe) throw new HttpError(404, 'Real Stripe is configured: the Stripe sandbox is off');
      return deps.stripe;
    };
    const requirePaybyrd = () => {
      deps.ready();
      if (!deps.paybyrd) throw new HttpError(404, 'A live Paybyrd is configured: the Paybyrd sandbox is off');
      return deps.paybyrd;
    };

    scope.post('/api/sandbox/stripe/payment_intents/:id/confirm', async (request) => {
      const stripe = requireStripe();
      const { id } = parse(idParams, request.params, 'params');
      const body = parse(sandboxConfirmBodySchema, request.body, 'body');
      return stripe.confirm(id, body.clientSecret, body.card);
    });

    scope.get('/api/sandbox/stripe/payment_intents/:id', async (request, reply) => {
      const stripe = requireStripe();
      const { id } = parse(idParams, request.params, 'params');
      const { client_secret } = parse(secretQuery, request.query, 'query');
      reply.header('cache-control', 'no-store');
      return stripe.publicIntent(id, client_secret);
    });

    scope.get('/api/sandbox/stripe/3ds/:id', async (request, reply) => {
      const stripe = requireStripe();
      const { id } = parse(idParams, request.params, 'params');
      const { client_secret } = parse(secretQuery, request.query, 'query');
      const intent = await stripe.publicIntent(id, client_secret);
      if (intent.status !== 'requires_action') {
        return page(
          reply,
          'Authentication finished',
          `<h1>Authentication finished</h1><p>You can return to the payment.</p>`,
        );
      }
      const amount = `${(intent.amount / 100).toFixed(2)} ${intent.currency.toUpperCase()}`;
      const form = (outcome: 'complete' | 'fail', label: string, cls: string) =>
        `<form method="post" action="/api/sandbox/stripe/3ds/${escapeHtml(id)}/${outcome}"><input type="hidden" name="client_secret" value="${escapeHtml(client_secret)}"><button class="${cls}" type="submit">${label}</button></form>`;
      return page(
        reply,
        'Confirm your payment',
        `<h1>Confirm your payment</h1><p>Sandbox challenge for a payment of <strong>${escapeHtml(amount)}</strong>.</p>
<p>Complete passes the 3-D Secure check; Fail refuses it.</p>${form('complete', 'Complete', 'ok')}${form('fail', 'Fail', 'no')}`,
      );
    });

    scope.post('/api/sandbox/stripe/3ds/:id/:outcome', async (request, reply) => {
      const stripe = requireStripe();
      const { id, outcome } = parse(
        idParams.extend({ outcome: z.enum(['complete', 'fail']) }),
        request.params,
        'params',
      );
      const { client_secret } = parse(secretQuery, request.body, 'body');
      const intent = await stripe.completeChallenge(id, client_secret, outcome === 'complete');
      const passed = intent.status === 'succeeded' || intent.status === 'requires_capture';
      return page(
        reply,
        passed ? 'Authentication complete' : 'Authentication failed',
        `<h1>${passed ? 'Authentication complete' : 'Authentication failed'}</h1><p>You can return to the payment.</p>`,
      );
    });

    scope.post('/api/sandbox/paybyrd/tokens', async (request) => {
      return requirePaybyrd().tokenize(parse(sandboxTokenBodySchema, request.body, 'body'));
    });

    const pbParams = z.object({ correlationId: z.string().regex(/^pb_[A-Za-z0-9]{8,40}$/) });
    scope.get('/api/sandbox/paybyrd/3ds/:correlationId', async (request, reply) => {
      const paybyrd = requirePaybyrd();
      const { correlationId } = parse(pbParams, request.params, 'params');
      const transaction = await paybyrd.transaction(correlationId);
      if (!transaction)
        throw new HttpError(404, 'Unknown payment', [
          { field: 'params.correlationId', code: 'not_found', message: 'Unknown payment' },
        ]);
      if (transaction.three_ds !== 'pending') {
        const ok = transaction.three_ds === 'authenticated';
        return page(
          reply,
          ok ? 'Authenticated' : 'Authentication failed',
          `<h1>${ok ? 'Authenticated' : 'Authentication failed'}</h1><p>You can return to the payment.</p>`,
        );
      }
      if (transaction.scenario !== 'challenge') {
        // Frictionless: the bank decides on its own in a moment; the page refreshes to show it.
        return page(
          reply,
          'Checking your card',
          '<h1>Checking your card…</h1><p>This takes a moment.</p>',
          1,
        );
      }
      const form = (outcome: 'complete' | 'fail', label: string, cls: string) =>
        `<form method="post" action="/api/sandbox/paybyrd/3ds/${escapeHtml(correlationId)}/${outcome}"><button class="${cls}" type="submit">${label}</button></form>`;
      return page(
        reply,
        'Confirm your payment',
        `<h1>Confirm your payment</h1><p>Sandbox challenge for <strong>${escapeHtml(Number(transaction.amount).toFixed(2))} ${escapeHtml(transaction.currency)}</strong>.</p>${form('complete', 'Complete', 'ok')}${form('fail', 'Fail', 'no')}`,
      );
    });

    scope.post('/api/sandbox/paybyrd/3ds/:correlationId/:outcome', async (request, reply) => {
      const paybyrd = requirePaybyrd();
      const { correlationId, outcome } = parse(
        pbParams.extend({ outcome: z.enum(['complete', 'fail']) }),
        request.params,
        'params',
      );
      const transaction = await paybyrd.authenticate(correlationId, outcome === 'complete');
      const ok = transaction?.three_ds === 'authenticated';
      return page(
        reply,
        ok ? 'Authenticated' : 'Authentication failed',
        `<h1>${ok ? 'Authenticated' : 'Authentication failed'}</h1><p>You can return to the payment.</p>`,
      );
    });

    scope.post('/api/sandbox/crypto/deposit', async (request) => {
      deps.ready();
      const body = parse(sandboxDepositBodySchema, request.body, 'body');
      return deps.crypto.deposit(body.address, body.amount, body.txHash);
    });

    scope.post('/api/sandbox/allotment', async (request) => {
      deps.ready();
      const body = parse(sandboxAllotmentBodySchema, request.body, 'body');
      await setAllotment(deps.db, body, body.left);
      return { ok: true, left: body.left };
    });
  });
}
