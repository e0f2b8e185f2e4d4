import type { FastifyRequest } from 'fastify';
import { BRAND_IDS, type BrandId, brandForHost, isBrandId } from '@clubstay/contract/brands';
import { HttpError } from './http.ts';

/** Parses BRAND_HOSTS (`host=brand,host=brand`) into a map; unknown brands are a start-up error. */
export function parseBrandHosts(value: string): Record<string, BrandId> {
  const map: Record<string, BrandId> = {};
  for (const pair of value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [host, id] = pair.split('=').map((p) => p.trim());
    if (!host || !isBrandId(id))
      throw new Error(`BRAND_HOSTS: "${pair}" is not host=brand with a known brand`);
    map[host.toLowerCase()] = id;
  }
  return map;
}

/**
 * The white-label of an API call: the X-White-Label header, or the brand owning the Host when the
 * header is absent. A header naming no brand is a 400, never a silent default.
 */
export function whiteLabelOf(request: FastifyRequest, hosts: Record<string, BrandId>): BrandId {
  const header = request.headers['x-white-label'];
  const value = Array.isArray(header) ? header[0] : header;
  if (value !== undefined && value !== '') {
    if (isBrandId(value)) return value;
    throw new HttpError(400, `Unknown white-label "${value}"`, [
      {
        field: 'headers.x-white-label',
        code: 'invalid_value',
        message: `Expected one of: ${BRAND_IDS.join(', ')}`,
      },
    ]);
  }
  const byHost = brandForHost(request.headers.host, hosts);
  if (byHost) return byHost;
  throw new HttpError(400, 'Missing X-White-Label header', [
    { field: 'headers.x-white-label', code: 'required', message: 'The X-White-Label header is required' },
  ]);
}
