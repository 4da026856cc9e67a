import { sql } from 'kysely';
import { findUsersByIds } from '@annuaire/projections';
import type { ApiDependencies } from '../api/dependencies';
import { ADDRESS_WINDOW_DAYS } from '../connections/loginAddresses';
import { similarBios } from './bios';

/** The contact-field categories of docs/product.md §3 that duplicate checks compare. */
export const DUPLICATE_TYPES = ['email', 'phone', 'ip', 'bio'] as const;
export type DuplicateType = (typeof DUPLICATE_TYPES)[number];

/** Which of an account's fields holds the shared value. */
export type DuplicateField = 'email' | 'contactEmail' | 'phone' | 'ip' | 'bio';

/** Members sharing one email (as email or contact email), one phone number, one sign-in address, or one bio. */
export interface DuplicateGroup {
  readonly id: string;
  readonly type: DuplicateType;
  /**
   * The shared value as compared: an email's mailbox (`accounts.email_match_key`), a phone's digits (a leading 1
   * dropped), an address, or for bios the first member's bio.
   */
  readonly value: string;
  readonly count: number;
  readonly members: Array<{ userId: string; username: string | null; role: string | null; field: DuplicateField }>;
}

interface GroupRow {
  type: DuplicateType;
  value: string;
  count: number;
  entries: Array<{ userId: string; field: DuplicateField }>;
  total: number;
}

export interface DuplicateFilter {
  readonly type?: DuplicateType;
  readonly ids?: readonly string[];
  /** Only the groups this member is part of. */
  readonly userId?: string;
}
type Db = ApiDependencies['db'];
type GroupPage = { offset: number; limit: number; sort: 'count' | 'value'; descending: boolean };

/**
 * Live accounts sharing a contact value (DUPLICATE_CHECKS): an email used by one member as their login and by
 * another as contact email counts (Gmail dots and `+tags` ignored), as does the same phone written differently
 * (compared as flags compare them, `accounts.phone_match_key`), an address both signed in from within the window,
 * or near-identical bios (duplicates/bios.ts). Private fields live in the command-side accounts table.
 */
export async function listDuplicateGroups(
  db: Db,
  filter: DuplicateFilter,
  page: GroupPage,
  now: Date,
): Promise<{ rows: DuplicateGroup[]; total: number }> {
  const types = filter.type ? [filter.type] : [...DUPLICATE_TYPES];
  const { rows: contactRows, total: contactTotal } = types.some((type) => type !== 'bio')
    ? await contactGroups(db, { ...filter, types: types.filter((type) => type !== 'bio') }, page, now)
    : { rows: [], total: 0 };
  // Bios are compared pairwise in JavaScript-sized batches (bios.ts): they join the page after the other types.
  const bioRows = types.includes('bio') ? await bioGroups(db, filter) : [];
  const bioPage = bioRows.slice(Math.max(0, page.offset - contactTotal), page.offset + page.limit - contactTotal);
  const rows = [...contactRows, ...(contactRows.length < page.limit ? bioPage : [])].slice(0, page.limit);
  return { rows: await named(db, rows), total: contactTotal + bioRows.length };
}

async function contactGroups(
  db: Db,
  filter: DuplicateFilter & { types: DuplicateType[] },
  page: GroupPage,
  now: Date,
): Promise<{ rows: GroupRow[]; total: number }> {
  const direction = sql.raw(page.descending ? 'desc' : 'asc');
  const order = page.sort === 'value' ? sql`value ${direction}` : sql`count ${direction}, value`;
  const ids = filter.ids ? sql`and type || ':' || value = any(${[...filter.ids]}::text[])` : sql``;
  const member = filter.userId ? sql`and bool_or(user_id = ${filter.userId})` : sql``;
  const since = new Date(now.getTime() - ADDRESS_WINDOW_DAYS * 86_400_000);
  const { rows } = await sql<GroupRow>`
    with contacts as (
      select user_id, 'email' as type, accounts.email_match_key(email) as value, 'email' as field
        from accounts.accounts where status = 'active'
      union all
      select user_id, 'email', accounts.email_match_key(contact_email), 'contactEmail'
        from accounts.accounts where status = 'active' and coalesce(trim(contact_email), '') <> ''
      union all
      select user_id, 'phone', accounts.phone_match_key(phone), 'phone'
        from accounts.accounts where status = 'active' and length(accounts.phone_match_key(phone)) >= 7
      union all
      select l.user_id, 'ip', l.ip, 'ip'
        from safety.login_addresses l join accounts.accounts a on a.user_id = l.user_id and a.status = 'active'
       where l.last_seen >= ${since}
    ), groups as (
      select type, value, count(distinct user_id)::int as count,
             jsonb_agg(jsonb_build_object('userId', user_id, 'field', field) order by user_id, field) as entries
        from contacts where type = any(${filter.types}::text[])
       group by type, value having count(distinct user_id) > 1 ${member}
    )
    select *, count(*) over ()::int as total from groups where true ${ids}
     order by ${order}, type offset ${page.offset} limit ${page.limit}`.execute(db);
  const total =
    rows[0]?.total ??
    (page.offset > 0 ? (await contactGroups(db, filter, { ...page, offset: 0, limit: 1 }, now)).total : 0);
  return { rows, total };
}

async function bioGroups(db: Db, filter: DuplicateFilter): Promise<GroupRow[]> {
  const wanted = filter.ids?.filter((id) => id.startsWith('bio:')).map((id) => id.slice(4));
  if (filter.ids && wanted?.length === 0) return [];
  const clusters = await similarBios(db, { userId: filter.userId ?? wanted?.[0] });
  return clusters
    .filter((cluster) => !wanted || wanted.includes(cluster[0]!.userId))
    .map((cluster) => ({
      // A bio group is named after its first member; `named` shows that member's bio as the value.
      type: 'bio' as const,
      value: cluster[0]!.userId,
      count: cluster.length,
      entries: cluster.map(({ userId }) => ({ userId, field: 'bio' as const })),
      total: 0,
    }));
}

async function named(db: Db, rows: GroupRow[]): Promise<DuplicateGroup[]> {
  const users = await findUsersByIds(db, [...new Set(rows.flatMap((row) => row.entries.map((entry) => entry.userId)))]);
  const byId = new Map(users.map((user) => [user.state.userId, user.state]));
  return rows.map((row) => ({
    id: `${row.type}:${row.value}`,
    type: row.type,
    value: row.type === 'bio' ? (byId.get(row.value)?.bio ?? '') : row.value,
    count: row.count,
    members: row.entries.map((entry) => ({
      ...entry,
      username: byId.get(entry.userId)?.username ?? null,
      role: byId.get(entry.userId)?.role ?? null,
    })),
  }));
}
