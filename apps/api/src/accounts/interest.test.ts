import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@clubstay/contract/errors';
import { openPglite } from '#db/pglite.ts';
import { createServer, type Server } from '#server.ts';

describe('POST /customers/interest (spec 2 §7, a beacon on leaving a hotel page)', () => {
  let server: Server;
  beforeAll(async () => {
    server = await createServer({ db: await openPglite(undefined) });
  });
  afterAll(async () => {
    await server.app.close();
  });

  const send = (payload: unknown, headers: Record<string, string> = { host: 'coca.localhost:3000' }) =>
    server.app.inject({
      method: 'POST',
      url: '/api/customers/interest',
      headers,
      payload: payload as object,
    });

  it('accepts a beacon without headers but the host, as a browser sends it', async () => {
    const response = await send({
      pageUrl: 'http://coca.localhost:3000/hotel/7?searchId=s',
      city: 'Paris',
      hotel: 7,
      price: 312.5,
      token: 'abc',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isSuccessful: true, errorCode: 0 });
  });

  it('answers 400 with field errors for a malformed beacon', async () => {
    const response = await send({ pageUrl: '', hotel: 'seven', price: -1 });
    expect(response.statusCode).toBe(400);
    const fields = apiErrorBodySchema.parse(response.json()).errors.map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['body.pageUrl', 'body.hotel', 'body.price']));
  });
});
