import type pg from 'pg';
import { STAFF_ACTIONS } from '@annuaire/shared';
import { hashToken } from '../auth/sessions';

/**
 * The sessions, among `tokens`, that still open something at `now`: not revoked (logout, logout
 * everywhere, password change, deletion and merge all delete the row), not expired, and for a "log in as"
 * session, opened by staff who may still log in as members. One indexed query
 * for every open stream of the process, whatever their number, on the fan-out's own connection. Tokens
 * are matched by the hash auth/sessions.ts stores.
 */
export async function liveSessionTokens(
  client: pg.ClientBase,
  tokens: ReadonlySet<string>,
  now: Date,
): Promise<Set<string>> {
  const byHash = new Map([...tokens].map((token) => [hashToken(token).toString('hex'), token]));
  // A staff "log in as" session also needs its impersonator to hold the right still (auth/impersonation.ts).
  const { rows } = await client.query<{ hash: string }>(
    `select encode(s.token_hash, 'hex') as hash from auth_sessions s
      where s.token_hash = any($1::bytea[]) and s.expires_at > $2
        and (s.impersonator_id is null or exists (
          select 1 from users.users u where u.id = s.impersonator_id and u.status = 'active' and u.role = any($3::text[])))`,
    [[...byHash.keys()].map((hash) => `\\x${hash}`), now, STAFF_ACTIONS.loginAs],
  );
  return new Set(rows.map((row) => byHash.get(row.hash)!).filter(Boolean));
}
