import { type BrandId, developmentHosts } from '@clubstay/contract/brands';

/** Where a brand's site lives, from configuration only (BRAND_HOSTS, BRAND_SCHEME, PORT). */
export interface OriginConfig {
  brandHosts: Record<string, BrandId>;
  /** The scheme of the BRAND_HOSTS origins. @default https */
  scheme?: 'https' | 'http';
  /** The port development hosts (`<id>.localhost`) are served on; read when a link is made. */
  port?: () => number | undefined;
}

/**
 * The address of a brand's own site, for every absolute URL in e-mails and redirects (reset links,
 * subscriptions, booking confirmations). It never comes from the call's Host, X-Forwarded-Host or
 * X-Forwarded-Proto, which a client chooses: the brand's first configured host (BRAND_HOSTS, over
 * BRAND_SCHEME) or, without one, `http://<id>.localhost` on the port the server listens on.
 */
export function brandOrigin(whiteLabel: BrandId, config: OriginConfig): string {
  const configured = Object.entries(config.brandHosts).find(([, id]) => id === whiteLabel)?.[0];
  if (configured) return `${config.scheme ?? 'https'}://${configured}`;
  const port = config.port?.();
  const name = developmentHosts(whiteLabel)[0] ?? 'localhost';
  return `http://${name}${port && port !== 80 ? `:${port}` : ''}`;
}
