import { sql, type Kysely, type SqlBool } from 'kysely';
import type { UserState } from '@annuaire/shared';
import { containsPattern } from '../queries/escapeLike';
import { readPage, type Page, type PageRequest } from '../queries/paging';
import type { UserRow, UsersDatabase } from './table';

export interface UserRecord {
  readonly state: UserState;
  readonly status: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}

const users = (db: Kysely<UsersDatabase>) => db.withSchema('users').selectFrom('users');

const RECORD_COLUMNS = ['state', 'status', 'created_at', 'updated_at'] as const;

function toRecord(row: Pick<UserRow, (typeof RECORD_COLUMNS)[number]>): UserRecord {
  return {
    state: row.state,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function findUserById(db: Kysely<UsersDatabase>, id: string): Promise<UserRecord | null> {
  const row = await users(db).select(RECORD_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toRecord(row) : null;
}

/** A live (active) user by username, case-insensitively. */
export async function findActiveUserByUsername(
  db: Kysely<UsersDatabase>,
  username: string,
): Promise<UserRecord | null> {
  const row = await users(db)
    .select(RECORD_COLUMNS)
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .where('status', '=', 'active')
    .executeTakeFirst();
  return row ? toRecord(row) : null;
}

export async function findUsersByIds(db: Kysely<UsersDatabase>, ids: readonly string[]): Promise<UserRecord[]> {
  if (ids.length === 0) return [];
  const rows = await users(db)
    .select(RECORD_COLUMNS)
    .where('id', 'in', [...ids])
    .execute();
  return rows.map(toRecord);
}

export interface StaffUserFilter {
  readonly role?: string;
  readonly pending?: boolean;
  readonly vip?: boolean;
  readonly libertine?: boolean;
  readonly verificationState?: string;
  readonly status?: string;
  readonly q?: string;
}

/** Users for the backoffice list, newest first unless sorted otherwise, with the total. */
export async function listUsers(
  db: Kysely<UsersDatabase>,
  filter: StaffUserFilter,
  page: PageRequest & { sort: 'created_at' | 'username'; descending: boolean },
  now: Date,
): Promise<Page<UserRecord>> {
  let query = users(db);
  if (filter.role) query = query.where('role', '=', filter.role);
  if (filter.pending !== undefined) query = query.where('pending', '=', filter.pending);
  if (filter.libertine !== undefined) query = query.where('libertine', '=', filter.libertine);
  if (filter.verificationState) query = query.where('verification_state', '=', filter.verificationState);
  query = query.where('status', '=', filter.status ?? 'active');
  if (filter.vip === true) query = query.where('vip_until', '>', now);
  if (filter.vip === false)
    query = query.where((eb) => eb.or([eb('vip_until', 'is', null), eb('vip_until', '<=', now)]));
  if (filter.q) query = query.where('username', 'ilike', containsPattern(filter.q));
  const { rows, total } = await readPage(
    query,
    (filtered) =>
      filtered
        .select(RECORD_COLUMNS)
        .orderBy(page.sort, page.descending ? 'desc' : 'asc')
        .orderBy('id'),
    page,
  );
  return { rows: rows.map(toRecord), total };
}

/**
 * Live members whose VIP date has passed without a recorded expiry (`VipExpired`), at most `limit`: the
 * scheduler records them, so listings re-rank at a point in the log.
 */
export async function listUnrecordedVipExpiries(
  db: Kysely<UsersDatabase>,
  now: Date,
  limit: number,
): Promise<string[]> {
  const rows = await users(db)
    .select('id')
    .where('status', '=', 'active')
    .where('vip_until', '<=', now)
    .where(sql<SqlBool>`(state->>'vipExpiryRecorded') is distinct from (state->>'vipUntil')`)
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Users a merge started on and has not completed (status `merging`), to finish after a crash. */
export async function listMergingUserIds(db: Kysely<UsersDatabase>): Promise<string[]> {
  const rows = await users(db).select('id').where('status', '=', 'merging').execute();
  return rows.map((row) => row.id);
}

/** The name and role of a live user, for staff lists that show who matched. */
export interface LiveUserSummary {
  readonly id: string;
  readonly username: string;
  readonly role: string;
  readonly createdAt: string;
}

/** The live (active) users among `ids`, by username case-insensitively. */
export async function listLiveUsersByIds(
  db: Kysely<UsersDatabase>,
  ids: readonly string[],
): Promise<LiveUserSummary[]> {
  const rows = await users(db)
    .select(['id', 'username', 'role', 'created_at'])
    .where(sql<SqlBool>`id = any(${[...ids]}::text[])`)
    .where('status', '=', 'active')
    .orderBy(sql`lower(username)`)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    role: row.role,
    createdAt: row.created_at.toISOString(),
  }));
}
