import type pg from 'pg';

/** A forward-only schema change of a command-side table, applied once, in order, by id. */
export interface Migration {
  /** Unique and stable, e.g. `auth/001_sessions`; ids sort in the order they must apply. */
  readonly id: string;
  readonly sql: string;
}

/**
 * Applies the migrations not applied yet, each in its own transaction, under an advisory lock so
 * concurrent starters (API replicas, the projections CLI) do not race.
 */
export async function runMigrations(pool: pg.Pool, migrations: readonly Migration[]): Promise<string[]> {
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query(`select pg_advisory_lock(hashtext('annuaire.migrations'))`);
    await client.query(`create table if not exists public.schema_migrations (
      id text primary key, applied_at timestamptz not null default now())`);
    const { rows } = await client.query<{ id: string }>('select id from public.schema_migrations');
    const done = new Set(rows.map((row) => row.id));
    for (const migration of [...migrations].sort((a, b) => a.id.localeCompare(b.id))) {
      if (done.has(migration.id)) continue;
      await client.query('begin');
      try {
        await client.query(migration.sql);
        await client.query('insert into public.schema_migrations (id) values ($1)', [migration.id]);
        await client.query('commit');
        applied.push(migration.id);
      } catch (error) {
        await client.query('rollback');
        throw new Error(`Migration ${migration.id} failed: ${error instanceof Error ? error.message : error}`, {
          cause: error,
        });
      }
    }
    return applied;
  } finally {
    await client.query(`select pg_advisory_unlock(hashtext('annuaire.migrations'))`).catch(() => undefined);
    client.release();
  }
}
