import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Migration } from './migrations';

/**
 * Server-side secrets (HMAC keys) by name, made once by whichever process asks first and kept in
 * PostgreSQL, so every API process and restart signs and checks alike: the captcha's challenges, the
 * listing cursors. The captcha's key, kept in its own table before, is carried over.
 */
export const serverSecretsMigration: Migration = {
  id: 'postgres/001_server_secrets',
  sql: `
    create table server_secrets (
      name text primary key,
      secret text not null,
      created_at timestamptz not null default now()
    );
    insert into server_secrets (name, secret, created_at)
      select 'captcha', hmac_key, created_at from auth_captcha_key;
    drop table auth_captcha_key;
    drop table if exists directory_cursor_key;
  `,
};

export interface SecretsDatabase {
  server_secrets: { name: string; secret: string };
}

async function loadSecret(db: Kysely<SecretsDatabase>, name: string): Promise<string> {
  await db
    .insertInto('server_secrets')
    .values({ name, secret: randomBytes(32).toString('hex') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('secret').where('name', '=', name).executeTakeFirstOrThrow();
  return row.secret;
}

/**
 * The secret `name` (64 hex characters), read once per process. A failure is not remembered: the database
 * may be back on the next request.
 */
export function serverSecret<DB>(db: Kysely<DB>, name: string): () => Promise<string> {
  let secret: Promise<string> | undefined;
  return () => {
    secret ??= loadSecret(db as unknown as Kysely<SecretsDatabase>, name).catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };
}
