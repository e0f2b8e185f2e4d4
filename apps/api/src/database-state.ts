import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/db.ts';
import { migrate } from './db/migrations.ts';

/**
 * Holds the database and whether it is usable. The server listens before the database is reached:
 * migrations are retried in the background, the healthcheck answers 503 until they are done, and a
 * database that goes away later is noticed by the healthcheck's ping, not by a restart.
 */
export class DatabaseState {
  private migrated = false;
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;
  private readonly readyWaiters: (() => void)[] = [];

  /** Where the search and places queries read: a replica when one is configured, else `db`. */
  readonly read: Db;

  constructor(
    readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly afterMigrate: (db: Db) => Promise<void> = async () => undefined,
    readDb?: Db,
  ) {
    this.read = readDb ?? db;
  }

  get isMigrated(): boolean {
    return this.migrated;
  }

  /** Starts migrating; resolves at once, `whenReady` resolves when migrations and seeding are done. */
  start(retryMs = 2000): void {
    const attempt = async () => {
      if (this.stopped) return;
      try {
        const applied = await migrate(this.db);
        if (applied.length) this.log.info({ applied }, 'migrations applied');
        await this.afterMigrate(this.db);
        this.migrated = true;
        for (const resolve of this.readyWaiters.splice(0)) resolve();
      } catch (error) {
        this.log.warn({ err: error }, `database not ready, retrying in ${retryMs} ms`);
        this.retry = setTimeout(() => void attempt(), retryMs);
      }
    };
    void attempt();
  }

  whenReady(): Promise<void> {
    if (this.migrated) return Promise.resolve();
    return new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  /** The primary, and the read replica when there is one. */
  private get handles(): Db[] {
    return this.read === this.db ? [this.db] : [this.db, this.read];
  }

  /** True when migrated and answering now (the read replica too, when there is one: search needs it). */
  async isUp(): Promise<boolean> {
    if (!this.migrated) return false;
    try {
      await Promise.all(this.handles.map((db) => db.ping(1500)));
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    await Promise.all(this.handles.map((db) => db.close()));
  }
}
