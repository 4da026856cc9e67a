import { sql } from 'kysely';
import { findUsersByIds } from '@annuaire/projections';
import type { ApiDependencies } from '../api/dependencies';
import { phoneE164 } from './normalise';
import { ADDRESS_WINDOW_DAYS } from './loginAddresses';
import { PICTURE_MATCH_BITS } from './pictureHash';

export const CONNECTION_REASONS = ['ip', 'email', 'phone', 'contactEmail', 'picture'] as const;
export type ConnectionReason = (typeof CONNECTION_REASONS)[number];

/** Why two accounts are linked: the shared address, mailbox, number, or the two pictures that match. */
export interface ConnectionLink {
  readonly reason: ConnectionReason;
  readonly detail: string;
}

export interface ConnectedAccount {
  readonly userId: string;
  readonly username: string | null;
  readonly role: string | null;
  readonly links: ConnectionLink[];
}

/** At most this many accounts per reason: an address shared by a whole café says little past that. */
const PER_REASON_LIMIT = 50;
const DAY_MS = 86_400_000;

type Db = ApiDependencies['db'];
interface Row {
  user_id: string;
  reason: ConnectionReason;
  detail: string;
  mine?: string;
  theirs?: string;
}

/**
 * Live accounts connected to this one (docs/product.md §7 lookup-connections): signed in from one address within
 * the window of each other, the same mailbox as login email (Gmail dots and `+tags` ignored) or as contact email,
 * the same phone number, or a gallery picture that matches by perceptual hash (a resized or re-encoded copy).
 */
export async function findConnections(db: Db, userId: string, now: Date): Promise<ConnectedAccount[]> {
  const window = `${ADDRESS_WINDOW_DAYS} days`;
  const since = new Date(now.getTime() - 3 * ADDRESS_WINDOW_DAYS * DAY_MS);
  const [addresses, contacts, pictures] = await Promise.all([
    sql<Row>`
      select theirs.user_id, 'ip' as reason, theirs.ip as detail
        from safety.login_addresses mine
        join safety.login_addresses theirs on theirs.ip = mine.ip and theirs.user_id <> mine.user_id
        join accounts.accounts a on a.user_id = theirs.user_id and a.status = 'active'
       where mine.user_id = ${userId} and mine.last_seen >= ${since}
         and theirs.first_seen <= mine.last_seen + ${window}::interval
         and theirs.last_seen >= mine.first_seen - ${window}::interval
       order by theirs.last_seen desc limit ${PER_REASON_LIMIT}`.execute(db),
    sql<Row & { phone: string | null }>`
      with me as (
        select accounts.email_match_key(email) as email, accounts.email_match_key(contact_email) as contact,
               accounts.phone_match_key(phone) as phone, phone as raw_phone
          from accounts.accounts where user_id = ${userId}
      )
      select o.user_id, 'email' as reason, me.email as detail, null as phone
        from accounts.accounts o, me
       where o.status = 'active' and o.user_id <> ${userId} and accounts.email_match_key(o.email) = me.email
      union all
      select o.user_id, 'contactEmail', coalesce(me.contact, me.email), null
        from accounts.accounts o, me
       where o.status = 'active' and o.user_id <> ${userId} and o.contact_email is not null
         and accounts.email_match_key(o.contact_email) in (me.email, me.contact)
      union all
      select o.user_id, 'contactEmail', me.contact, null
        from accounts.accounts o, me
       where o.status = 'active' and o.user_id <> ${userId} and me.contact is not null
         and accounts.email_match_key(o.email) = me.contact
      union all
      select o.user_id, 'phone', me.phone, me.raw_phone
        from accounts.accounts o, me
       where o.status = 'active' and o.user_id <> ${userId} and length(me.phone) >= 7
         and accounts.phone_match_key(o.phone) = me.phone
      limit ${PER_REASON_LIMIT * 4}`.execute(db),
    sql<Row & { distance: number }>`
      select theirs.user_id, 'picture' as reason, mine.picture_id as mine, theirs.picture_id as theirs,
             bit_count((mine.hash # theirs.hash)::bit(64))::int as distance, '' as detail
        from safety.picture_hashes mine
        join safety.picture_hashes theirs on theirs.user_id <> mine.user_id
        join accounts.accounts a on a.user_id = theirs.user_id and a.status = 'active'
       where mine.user_id = ${userId}
         and bit_count((mine.hash # theirs.hash)::bit(64)) <= ${PICTURE_MATCH_BITS}
       order by distance limit ${PER_REASON_LIMIT}`.execute(db),
  ]);
  const candidates = [...addresses.rows, ...contacts.rows, ...pictures.rows];
  const users = await findUsersByIds(db, [...new Set([userId, ...candidates.map((row) => row.user_id)])]);
  const byId = new Map(users.map((user) => [user.state.userId, user.state]));
  const inGallery = (owner: string, pictureId: string | undefined) =>
    byId.get(owner)?.pictures.some((picture) => picture.id === pictureId) ?? false;
  const connected = new Map<string, ConnectedAccount>();
  const link = (row: Row, detail: string) => {
    const account = connected.get(row.user_id) ?? {
      userId: row.user_id,
      username: byId.get(row.user_id)?.username ?? null,
      role: byId.get(row.user_id)?.role ?? null,
      links: [],
    };
    if (!account.links.some((known) => known.reason === row.reason && known.detail === detail)) {
      account.links.push({ reason: row.reason, detail });
    }
    connected.set(row.user_id, account);
  };
  for (const row of addresses.rows) link(row, row.detail);
  for (const row of contacts.rows)
    link(row, row.reason === 'phone' ? (phoneE164(row.phone ?? '') ?? row.detail) : row.detail);
  // Removed pictures keep their hash, but only pictures still shown connect two accounts.
  for (const row of pictures.rows) {
    if (inGallery(userId, row.mine) && inGallery(row.user_id, row.theirs)) link(row, `${row.mine} ≈ ${row.theirs}`);
  }
  return [...connected.values()].sort(
    (a, b) => b.links.length - a.links.length || (a.username ?? '').localeCompare(b.username ?? ''),
  );
}
