import { sql } from 'kysely';
import { findUsersByIds } from '@annuaire/projections';
import type { ApiDependencies } from '../api/dependencies';

export const DUPLICATE_TYPES = ['email', 'phone'] as const;
export type DuplicateType = (typeof DUPLICATE_TYPES)[number];

/** Which of an account's fields holds the shared value. */
export type DuplicateField = 'email' | 'contactEmail' | 'phone';

/** Members sharing one email (as email or contact email) or one phone number. */
export interface DuplicateGroup {
  readonly id: string;
  readonly type: DuplicateType;
  /** The shared value as compared: a lowercased email, or a phone's digits (a leading 1 dropped). */
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

/**
 * Live accounts sharing a contact value (DUPLICATE_CHECKS): an email used by one member as their login
 * and by another as contact email counts, as does the same phone written differently (compared as flags
 * compare them, `accounts.phone_match_key`). Private fields live in the command-side accounts table.
 */
export async function listDuplicateGroups(
  db: ApiDependencies['db'],
  filter: { type?: DuplicateType; ids?: readonly string[] },
  page: { offset: number; limit: number; sort: 'count' | 'value'; descending: boolean },
): Promise<{ rows: DuplicateGroup[]; total: number }> {
  const types = filter.type ? [filter.type] : [...DUPLICATE_TYPES];
  const direction = sql.raw(page.descending ? 'desc' : 'asc');
  const order = page.sort === 'value' ? sql`value ${direction}` : sql`count ${direction}, value`;
  const ids = filter.ids ? sql`and type || ':' || value = any(${[...filter.ids]}::text[])` : sql``;
  const { rows } = await sql<GroupRow>`
    with contacts as (
      select user_id, 'email' as type, lower(trim(email)) as value, 'email' as field
        from accounts.accounts where status = 'active'
      union all
      select user_id, 'email', lower(trim(contact_email)), 'contactEmail'
        from accounts.accounts where status = 'active' and coalesce(trim(contact_email), '') <> ''
      union all
      select user_id, 'phone', accounts.phone_match_key(phone), 'phone'
        from accounts.accounts where status = 'active' and length(accounts.phone_match_key(phone)) >= 7
    ), groups as (
      select type, value, count(distinct user_id)::int as count,
             jsonb_agg(jsonb_build_object('userId', user_id, 'field', field) order by user_id, field) as entries
        from contacts where type = any(${types}::text[])
       group by type, value having count(distinct user_id) > 1
    )
    select *, count(*) over ()::int as total from groups where true ${ids}
     order by ${order}, type offset ${page.offset} limit ${page.limit}`.execute(db);
  const users = await findUsersByIds(db, [...new Set(rows.flatMap((row) => row.entries.map((entry) => entry.userId)))]);
  const byId = new Map(users.map((user) => [user.state.userId, user.state]));
  const total = rows[0]?.total ?? (page.offset > 0 ? await countGroups(db, filter) : 0);
  return {
    rows: rows.map((row) => ({
      id: `${row.type}:${row.value}`,
      type: row.type,
      value: row.value,
      count: row.count,
      members: row.entries.map((entry) => ({
        ...entry,
        username: byId.get(entry.userId)?.username ?? null,
        role: byId.get(entry.userId)?.role ?? null,
      })),
    })),
    total,
  };
}

/** The total when the page asked lies past the last group (the window count then has no row to ride on). */
async function countGroups(db: ApiDependencies['db'], filter: { type?: DuplicateType; ids?: readonly string[] }) {
  const all = await listDuplicateGroups(db, filter, { offset: 0, limit: 1, sort: 'count', descending: true });
  return all.total;
}
