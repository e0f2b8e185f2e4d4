import type { FastifyRequest } from 'fastify';
import { HttpError } from '#http.ts';
import { mayReadMetrics } from '#metrics.ts';
import type { CheckoutContext } from './context.ts';
import type { RefundRow } from './refunds.ts';

/** Operator calls (protected like /api/metrics): the refunds that failed for good, and a retry of one. */
export function registerOperatorRoutes(context: CheckoutContext): void {
  const { app, deps, refunds, ready } = context;

  // Operator calls (protected like /api/metrics): the refunds that failed for good, and a retry of one.
  const operator = (request: FastifyRequest) => {
    if (!mayReadMetrics(request, deps.operatorToken)) {
      throw new HttpError(
        deps.operatorToken ? 401 : 403,
        deps.operatorToken
          ? 'An operator token is needed'
          : 'Operator calls are served to this machine only; set METRICS_TOKEN to call them remotely',
      );
    }
    ready();
  };
  const refundView = (row: RefundRow) => ({
    id: row.id,
    bookingId: row.booking_id,
    provider: row.provider,
    providerRef: row.provider_ref,
    kind: row.kind,
    reason: row.reason,
    amount: Number(row.amount),
    currency: row.currency,
    amountEur: Number(row.amount_eur),
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    providerRefundRef: row.provider_refund_ref,
  });
  app.get('/api/ops/refunds', async (request, reply) => {
    operator(request);
    reply.header('cache-control', 'no-store');
    return { items: (await refunds.failed()).map(refundView) };
  });
  app.post<{ Params: { id: string } }>('/api/ops/refunds/:id/retry', async (request, reply) => {
    operator(request);
    reply.header('cache-control', 'no-store');
    const id = request.params.id;
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
      throw new HttpError(400, 'Invalid params', [
        { field: 'params.id', code: 'invalid_format', message: 'A refund id (uuid)' },
      ]);
    }
    const refund = await refunds.retry(id);
    if (!refund)
      throw new HttpError(404, 'No such refund', [
        { field: 'params.id', code: 'not_found', message: 'No refund with this id' },
      ]);
    return refundView(refund);
  });
}
