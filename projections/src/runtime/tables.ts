import { sql, type Kysely, type Transaction } from 'kysely';
import type { AnyProjection } from './projection';

/** True when `schema` holds every table the projection declares. */
export async function tablesExist(db: Kysely<unknown>, projection: AnyProjection, schema: string): Promise<boolean> {
  const { rows } = await sql<{ count: string }>`
    select count(*)::text as count from information_schema.tables
    where table_schema = ${schema} and table_name in (${sql.join(projection.tables)})`.execute(db);
  return Number(rows[0]?.count) === projection.tables.length;
}

/** Drops whatever `schema` held and creates the projection's empty tables in it. */
export async function recreateTables(trx: Transaction<unknown>, projection: AnyProjection, schema: string) {
  await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(trx);
  await sql`create schema ${sql.id(schema)}`.execute(trx);
  await sql.raw(projection.createTables(schema)).execute(trx);
}
