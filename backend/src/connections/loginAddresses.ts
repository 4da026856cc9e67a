import { sql, type Kysely } from 'kysely';

/** How far apart two accounts' sign-ins from one address may be and still link them (docs/product.md §7). */
export const ADDRESS_WINDOW_DAYS = 30;
/** Sign-in addresses are kept this long after their last use, then purged (housekeeping/purges.ts). */
export const ADDRESS_RETENTION_DAYS = 90;

/** Notes that the member signed in from this address (a login or a registration, never a staff "log in as"). */
export async function recordLoginAddress(
  db: Kysely<unknown>,
  entry: { userId: string; ip: string | undefined; at: Date },
): Promise<void> {
  if (!entry.ip) return;
  await sql`
    insert into safety.login_addresses (user_id, ip, first_seen, last_seen)
    values (${entry.userId}, ${entry.ip}, ${entry.at}, ${entry.at})
    on conflict (user_id, ip) do update set last_seen = greatest(safety.login_addresses.last_seen, excluded.last_seen)
  `.execute(db);
}
