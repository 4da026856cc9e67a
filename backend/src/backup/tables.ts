import type pg from 'pg';

/**
 * Command-side tables a backup leaves out, and why: each is short-lived and rebuilt by use, and some
 * hold what should not outlive its purpose.
 */
export const TRANSIENT_TABLES: Readonly<Record<string, string>> = {
  'public.auth_sessions':
    'sessions hold IP addresses and user agents; after a restore everyone signs in again, and an old backup cannot revive a signed-out session',
  'public.auth_rate_limits': 'counters of 15-minute windows',
  'public.auth_captcha_spent': 'spent captcha answers, which expire within minutes',
  'public.auth_login_links': 'staff "log in as" links, valid minutes',
  'views.throttle': 'the last hour of profile views counted, so a reload does not count twice',
  'public.schema_migrations': 'the restore runs the migrations itself; the backup records their ids',
};

export interface TableRef {
  readonly schema: string;
  readonly name: string;
}

export const qualified = (table: TableRef) => `"${table.schema}"."${table.name}"`;
export const tableKey = (table: TableRef) => `${table.schema}.${table.name}`;

/**
 * The tables a backup holds: every table outside the read-model schemas (rebuilt from the events after a
 * restore) and the projection runtime, minus the transient ones; the event store's unless the events
 * live in EventStoreDB. Found from the catalogue, so a table a later migration adds is backed up too.
 * Ordered so a table comes after those its foreign keys point to.
 */
export async function backedUpTables(
  client: pg.ClientBase,
  options: { readModelSchemas: readonly string[]; eventStoreInPostgres: boolean },
): Promise<TableRef[]> {
  const skippedSchemas = [...options.readModelSchemas, 'projection_runtime'];
  if (!options.eventStoreInPostgres) skippedSchemas.push('event_store');
  const { rows } = await client.query<{ schema: string; name: string; oid: number }>(
    `select n.nspname as schema, c.relname as name, c.oid::int as oid
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and not c.relispartition
        and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
        and n.nspname not like 'pg\\_%' and n.nspname not like '%\\_\\_next'
        and not (n.nspname = any($1::text[]))
      order by 1, 2`,
    [skippedSchemas],
  );
  const kept = rows.filter((row) => !(tableKey(row) in TRANSIENT_TABLES));
  const { rows: references } = await client.query<{ from: number; to: number }>(
    `select conrelid::int as from, confrelid::int as to from pg_constraint where contype = 'f'`,
  );
  const ordered: typeof kept = [];
  const pending = [...kept];
  while (pending.length > 0) {
    const ready = pending.findIndex((table) =>
      references.every(
        (ref) => ref.from !== table.oid || ref.to === table.oid || !pending.some((other) => other.oid === ref.to),
      ),
    );
    ordered.push(...pending.splice(ready === -1 ? 0 : ready, 1));
  }
  return ordered.map(({ schema, name }) => ({ schema, name }));
}

/** The query that reads a table in a stable order, so its checksum is the same wherever it is read. */
export async function orderedSelect(client: pg.ClientBase, table: TableRef): Promise<string> {
  const { rows } = await client.query<{ column: string }>(
    `select a.attname as column
       from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = $1::regclass and i.indisprimary
      order by array_position(i.indkey, a.attnum)`,
    [qualified(table)],
  );
  const order = rows.length > 0 ? rows.map((row) => `"${row.column}"`).join(', ') : `t::text collate "C"`;
  return `select * from ${qualified(table)} t order by ${order}`;
}

/** Settings that make COPY's text identical on every server: timestamps in UTC, ISO dates. */
export async function stableOutput(client: pg.ClientBase): Promise<void> {
  await client.query(`set timezone = 'UTC'; set datestyle = 'ISO, YMD'; set intervalstyle = 'postgres'`);
}

/**
 * Runs `work` on one connection with stable output, inside the transaction `begin` opens: committed when
 * it finishes, rolled back when it throws. Backup and restore each read or write every table in one.
 */
export async function inTransaction<T>(
  pool: pg.Pool,
  begin: string,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await stableOutput(client);
    await client.query(begin);
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
