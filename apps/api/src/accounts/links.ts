import type { FastifyRequest } from 'fastify';
import { type BrandId, brandForHost, developmentHosts } from '@clubstay/contract/brands';

/**
 * The address of the calling brand's own site, for links in e-mails (reset-password, subscriptions).
 * The Host of the call is used only when it belongs to that brand, so a forged Host header can never
 * point a reset link at someone else's site; otherwise the brand's configured host (BRAND_HOSTS, over
 * https) or, in development, `<id>.localhost` on the port of the call.
 */
export function brandOrigin(
  request: FastifyRequest,
  whiteLabel: BrandId,
  brandHosts: Record<string, BrandId>,
): string {
  const host = request.headers.host ?? '';
  if (host && brandForHost(host, brandHosts) === whiteLabel) return `${request.protocol}://${host}`;
  const configured = Object.entries(brandHosts).find(([, id]) => id === whiteLabel)?.[0];
  if (configured) return `https://${configured}`;
  const port = /:(\d+)$/.exec(host)?.[1];
  const name = developmentHosts(whiteLabel)[0] ?? 'localhost';
  return `http://${name}${port ? `:${port}` : ''}`;
}
