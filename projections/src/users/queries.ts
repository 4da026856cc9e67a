import { sql, type Kysely } from 'kysely';
import type { UserState } from '@annuaire/shared';
import type { UsersDatabase } from './table';

export interface UserRecord {
  readonly state: UserState;
  readonly status: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}

const users = (db: Kysely<UsersDatabase>) => db.withSchema('users').selectFrom('users');

export async function findUserById(db: Kysely<UsersDatabase>, id: string): Promise<UserRecord | null> {
  const row = await users(db)
    .select(['state', 'status', 'created_at', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row
    ? {
        state: row.state,
        status: row.status,
        createdAt: row.created_at.toISOString(),
        updatedAt: row.updated_at.toISOString(),
      }
    : null;
}

/** A live (active) user by username, case-insensitively. */
export async function findActiveUserByUsername(
  db: Kysely<UsersDatabase>,
  username: string,
): Promise<UserRecord | null> {
  const row = await users(db)
    .select(['state', 'status', 'created_at', 'updated_at'])
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .where('status', '=', 'active')
    .executeTakeFirst();
  return row
    ? {
        state: row.state,
        status: row.status,
        createdAt: row.created_at.toISOString(),
        updatedAt: row.updated_at.toISOString(),
      }
    : null;
}

export async function findUsersByIds(db: Kysely<UsersDatabase>, ids: readonly string[]): Promise<UserRecord[]> {
  if (ids.length === 0) return [];
  const rows = await users(db)
    .select(['state', 'status', 'created_at', 'updated_at'])
    .where('id', 'in', [...ids])
    .execute();
  return rows.map((row) => ({
    state: row.state,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }));
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
  page: { offset: number; limit: number; sort: 'created_at' | 'username'; descending: boolean },
  now: Date,
): Promise<{ rows: UserRecord[]; total: number }> {
  let query = users(db);
  if (filter.role) query = query.where('role', '=', filter.role);
  if (filter.pending !== undefined) query = query.where('pending', '=', filter.pending);
  if (filter.libertine !== undefined) query = query.where('libertine', '=', filter.libertine);
  if (filter.verificationState) query = query.where('verification_state', '=', filter.verificationState);
  query = query.where('status', '=', filter.status ?? 'active');
  if (filter.vip === true) query = query.where('vip_until', '>', now);
  if (filter.vip === false)
    query = query.where((eb) => eb.or([eb('vip_until', 'is', null), eb('vip_until', '<=', now)]));
  if (filter.q) query = query.where('username', 'ilike', `%${filter.q.replace(/[%_\\]/g, '\\$&')}%`);
  const [rows, count] = await Promise.all([
    query
      .select(['state', 'status', 'created_at', 'updated_at'])
      .orderBy(page.sort, page.descending ? 'desc' : 'asc')
      .orderBy('id')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({
      state: row.state,
      status: row.status,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    })),
    total: Number(count.total),
  };
}
