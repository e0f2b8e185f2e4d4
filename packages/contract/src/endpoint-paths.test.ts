import { describe, expect, it } from 'vitest';
import { ENDPOINT_PATHS } from './endpoint-paths.ts';
import { endpoints } from './endpoints.ts';

describe('ENDPOINT_PATHS', () => {
  it('gives every call of the endpoint table its method and path, and nothing else', () => {
    const table = Object.fromEntries(
      Object.entries(endpoints).map(([name, endpoint]) => [name, [endpoint.method, endpoint.path]]),
    );
    expect(ENDPOINT_PATHS).toEqual(table);
  });
});
