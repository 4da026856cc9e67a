import type pg from 'pg';

/**
 * Runs `work` holding a PostgreSQL advisory lock on `key` (on its own connection), so every API replica
 * waits its turn: a check-then-create such as the open-intents limit cannot be raced.
 */
export async function withMemberLock<T>(pool: pg.Pool, key: string, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  // A connection that failed to unlock is destroyed rather than pooled: closing it frees the lock.
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [key]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [key]).catch((error: Error) => {
        broken = error;
      });
    }
  } finally {
    client.release(broken);
  }
}
