import { randomBytes } from 'node:crypto';
import { createServer as createNetServer, connect, type Server as NetServer, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatSearchKey } from '@clubstay/contract/search';
import { openPostgres } from './db/postgres.ts';
import { seed, seedSteps } from './seed.ts';
import { createServer, type Server } from './server.ts';

/**
 * A PostgreSQL outage during traffic, without stopping the machine's PostgreSQL (other suites use
 * it): the API reaches its database through a TCP proxy that this test cuts (every open connection
 * dropped, new ones refused) and restores. The API must answer 503 while the database is away —
 * the apps then show maintenance — and serve again once it is back, without a restart.
 */
class CuttableProxy {
  private readonly sockets = new Set<Socket>();
  private down = false;
  private server: NetServer | undefined;

  constructor(private readonly target: { host: string; port: number }) {}

  async listen(): Promise<number> {
    this.server = createNetServer((client) => {
      if (this.down) {
        client.destroy();
        return;
      }
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    const server = this.server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    return typeof address === 'object' && address ? address.port : 0;
  }

  cut(): void {
    this.down = true;
    for (const socket of this.sockets) socket.destroy();
  }

  restore(): void {
    this.down = false;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

const databaseUrl = process.env.DATABASE_URL;
const DATABASE = `clubstay_outage_${randomBytes(6).toString('hex')}`;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const SEARCH = `/api/search?k=${encodeURIComponent(formatSearchKey(day(30), day(32), [{ adults: 2, children: [] }]))}&d.dd=country-FR&p.limit=5`;

describe.skipIf(!databaseUrl)('a PostgreSQL outage during traffic', () => {
  let server: Server;
  let proxy: CuttableProxy;

  beforeAll(async () => {
    if (!databaseUrl) return;
    // A database of its own, seeded, then reached through the proxy.
    const url = new URL(databaseUrl);
    url.pathname = `/${DATABASE}`;
    await admin(`create database ${DATABASE}`);
    proxy = new CuttableProxy({ host: url.hostname, port: Number(url.port || 5432) });
    const port = await proxy.listen();
    url.hostname = '127.0.0.1';
    url.port = String(port);
    server = await createServer({
      db: openPostgres(url.toString(), () => undefined),
      afterMigrate: (db) => seed(db, seedSteps({ hotels: 100, countries: ['FR'] }), () => undefined),
    });
    server.database.start(100);
    await server.database.whenReady();
  }, 120_000);

  afterAll(async () => {
    await server?.app.close();
    await proxy?.close();
    if (databaseUrl) await admin(`drop database if exists ${DATABASE} with (force)`);
  });

  const get = async (url: string) => {
    const response = await server.app.inject({
      url,
      headers: { 'x-white-label': 'clubstay', 'cache-control': 'no-cache' },
    });
    return { status: response.statusCode, body: response.json<{ status?: string; message?: string }>() };
  };

  it('answers 503 while the database is away and serves again when it returns, without a restart', async () => {
    expect((await get('/api/healthcheck')).status).toBe(200);
    expect((await get(SEARCH)).status).toBe(200);

    proxy.cut();
    const health = await get('/api/healthcheck');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ database: 'down' });
    const search = await get(SEARCH);
    expect(search.status).toBe(503);
    expect(search.body.message).toBeTruthy();

    proxy.restore();
    let recovered = 0;
    for (let attempt = 0; attempt < 50 && recovered !== 200; attempt++) {
      recovered = (await get('/api/healthcheck')).status;
      if (recovered !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(recovered).toBe(200);
    expect((await get(SEARCH)).status).toBe(200);
  }, 60_000);
});
