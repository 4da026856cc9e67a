import type pg from 'pg';
import { hashToken } from '../auth/sessions';

/**
 * The sessions, among `tokens`, that still open something at `now`: not revoked (logout, logout
 * everywhere, password change, deletion and merge all delete the row) and not expired. One indexed query
 * for every open stream of the process, whatever their number, on the fan-out's own connection. Tokens
 * are matched by the hash auth/sessions.ts stores.
 */
export async function liveSessionTokens(
  client: pg.ClientBase,
  tokens: ReadonlySet<string>,
  now: Date,
): Promise<Set<string>> {
  const byHash = new Map([...tokens].map((token) => [hashToken(token).toString('hex'), token]));
  const { rows } = await client.query<{ hash: string }>(
    `select encode(token_hash, 'hex') as hash from auth_sessions
      where token_hash = any($1::bytea[]) and expires_at > $2`,
    [[...byHash.keys()].map((hash) => `\\x${hash}`), now],
  );
  return new Set(rows.map((row) => byHash.get(row.hash)!).filter(Boolean));
}
