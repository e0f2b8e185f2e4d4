import { describe, expect, it } from 'vitest';
import { collectLoaderData, fromServer, seedLoaderData } from './loader-data.ts';

describe('loader data from the server', () => {
  it('gives the server’s data to the first load of its route in the browser, then loads as usual', () => {
    const server = collectLoaderData([
      { routeId: '__root__' },
      { routeId: '/hotel/$hotelId', loaderData: { info: { id: 7 } } },
    ]);
    expect(server).toEqual({ '/hotel/$hotelId': { info: { id: 7 } } });
    // The page carries it as JSON.
    seedLoaderData(JSON.parse(JSON.stringify(server)) as Record<string, unknown>);
    const fetched = { info: { id: 8 } };
    expect(fromServer('/hotel/$hotelId', () => fetched)).toEqual({ info: { id: 7 } });
    expect(fromServer('/hotel/$hotelId', () => fetched)).toBe(fetched);
    expect(fromServer('/hotel-name/$hotelId', () => undefined)).toBeUndefined();
  });
});
