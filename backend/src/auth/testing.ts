import type { AddressInfo } from 'node:net';
import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { createTestDatabase } from '../../../test/database';
import { toErrorResponse } from '../api/errors';
import { runMigrations, type Migration } from '../postgres/migrations';
import { createPool } from '../postgres/pool';

/** Test support only: a fresh database with the given migrations applied, and its teardown. */
export interface MigratedDatabase<DB> {
  readonly pool: pg.Pool;
  readonly db: Kysely<DB>;
  close(): Promise<void>;
}

export async function openMigratedDatabase<DB>(migrations: readonly Migration[]): Promise<MigratedDatabase<DB>> {
  const database = await createTestDatabase();
  const pool = createPool(database.url, { max: 10 });
  await runMigrations(pool, migrations);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    pool,
    db,
    async close() {
      await db.destroy();
      await database.drop();
    },
  };
}

/**
 * Test support only: a Koa app answering errors the way the API does (`{msg, code}` with the status),
 * with JSON bodies parsed, so middleware can be exercised over real HTTP.
 */
export function testApp(): Koa {
  const app = new Koa();
  app.use(async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const known = toErrorResponse(error);
      if (!known) throw error;
      ctx.status = known.status;
      ctx.body = known.body;
    }
  });
  app.use(bodyParser());
  return app;
}

/** Listens on a free port; returns the base URL and a close function. */
export async function listen(app: Koa): Promise<{ url: string; close(): Promise<void> }> {
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
