import { randomBytes } from 'node:crypto';
import type { Generated, Kysely } from 'kysely';
import type { Migration } from '../postgres/migrations';

/**
 * The key that signs listing cursors, made once and kept in PostgreSQL (as the captcha's key is), so every
 * API process and restart accepts the cursors the others gave out.
 */
export const cursorKeyMigration: Migration = {
  id: 'directory/001_cursor_key',
  sql: `
    create table directory_cursor_key (
      singleton boolean primary key default true check (singleton),
      hmac_key text not null,
      created_at timestamptz not null default now()
    );
  `,
};

interface CursorKeyDatabase {
  directory_cursor_key: { singleton: Generated<boolean>; hmac_key: string; created_at: Generated<Date> };
}

/**
 * The signing key, read once per process (the table comes with the start's migrations). A failure is not
 * remembered: the database may be back on the next request.
 */
export function cursorKey(deps: { readonly db: Kysely<unknown> }): () => Promise<Buffer> {
  const db = deps.db as Kysely<CursorKeyDatabase>;
  let key: Promise<Buffer> | undefined;
  const load = async () => {
    await db
      .insertInto('directory_cursor_key')
      .values({ hmac_key: randomBytes(32).toString('hex') })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    const row = await db.selectFrom('directory_cursor_key').select('hmac_key').executeTakeFirstOrThrow();
    return Buffer.from(row.hmac_key, 'hex');
  };
  return () => {
    key ??= load().catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };
}
