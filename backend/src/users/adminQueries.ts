import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import {
  containsPattern,
  readPage,
  type BalancesTable,
  type FlagsTable,
  type Page,
  type PageRequest,
  type UsersTable,
} from '@annuaire/projections';
import { isVip, profilePictureOf, type UserState } from '@annuaire/shared';
import type { AccountsTable } from '../accounts/schema';
import type { UserListFilter, UserSort } from './schema';

/**
 * The tables the staff list reads: the users read model, the private account fields, balances, flags.
 * It stays in backend, unlike other read-model queries, because it joins the command-side accounts
 * table (filtered and searched by email in the same page), which the projections package cannot know.
 */
interface StaffListDatabase {
  'users.users': UsersTable;
  'accounts.accounts': AccountsTable;
  'credits.balances': BalancesTable;
  'flags.flags': FlagsTable;
}

/** A row of the backoffice users list: what the filters and columns need, lighter than the show record. */
export interface StaffUserRow {
  readonly id: string;
  readonly username: string;
  readonly email: string | null;
  readonly role: string;
  readonly gender: string;
  readonly status: string;
  readonly pending: boolean;
  readonly libertine: boolean;
  readonly vip: string | null;
  readonly vipActive: boolean;
  readonly verificationState: string | null;
  readonly region: string | null;
  readonly credits: number;
  readonly flagged: boolean;
  readonly profilePicture: { id: string; url: string } | null;
  readonly createdAt: string;
  readonly lastSeenAt: string | null;
}

/**
 * True when a flag (docs/product.md §3) matches the account's email, contact email or phone: the same keys as the
 * flagged-active list (backend/src/flags/flaggedActive.ts), answered by the indexes of flags/migration.ts.
 */
const FLAGGED = sql<SqlBool>`exists (
  select 1 from flags.flags f
   where (f.type = 'email' and f.match_key in (lower(a.email), lower(a.contact_email)))
      or (f.type = 'phone' and a.phone is not null and f.match_key = accounts.phone_match_key(a.phone)))`;

const SORT_COLUMNS: Record<UserSort, Expression<unknown>> = {
  createdAt: sql`u.created_at`,
  username: sql`lower(u.username)`,
  role: sql`u.role`,
  lastSeenAt: sql`(u.state->>'lastSeenAt')`,
  credits: sql`coalesce(b.balance, 0)`,
};

/** Users for the backoffice list with the total, newest first unless sorted otherwise. */
export async function listStaffUsers(
  db: Kysely<StaffListDatabase>,
  filter: UserListFilter,
  page: PageRequest & { sort: UserSort; descending: boolean },
  now: Date,
): Promise<Page<StaffUserRow>> {
  let query = db
    .selectFrom('users.users as u')
    .leftJoin('accounts.accounts as a', 'a.user_id', 'u.id')
    .leftJoin('credits.balances as b', 'b.user_id', 'u.id');
  const { id, q, role, pending, vip, libertine, flagged, verificationState, region, status } = filter;
  if (id != null) query = query.where('u.id', 'in', typeof id === 'string' ? [id] : id.length > 0 ? id : ['']);
  // getMany by id must find merged or deleted users too (references in the history); lists show the live ones.
  if (status != null) query = query.where('u.status', '=', status);
  else if (id == null) query = query.where('u.status', '=', 'active');
  if (role != null) query = query.where('u.role', '=', role);
  if (pending != null) query = query.where('u.pending', '=', pending);
  if (libertine != null) query = query.where('u.libertine', '=', libertine);
  if (vip === true) query = query.where('u.vip_until', '>', now);
  if (vip === false) query = query.where((eb) => eb.or([eb('u.vip_until', 'is', null), eb('u.vip_until', '<=', now)]));
  if (verificationState === 'none') query = query.where('u.verification_state', 'is', null);
  else if (verificationState != null) query = query.where('u.verification_state', '=', verificationState);
  if (region != null) {
    query = query.where(
      sql<SqlBool>`(u.state->'location'->>'region' = ${region} or u.state->'secondaryLocation'->>'region' = ${region})`,
    );
  }
  if (flagged != null) query = query.where(flagged ? FLAGGED : sql<SqlBool>`not ${FLAGGED}`);
  if (q) {
    const like = containsPattern(q);
    query = query.where((eb) =>
      eb.or([eb('u.username', 'ilike', like), eb('a.email', 'ilike', like), eb('u.id', '=', q)]),
    );
  }

  const { rows, total } = await readPage(
    query,
    (filtered) =>
      filtered
        .select([
          'u.state',
          'u.status',
          'u.created_at',
          'a.email',
          sql<number>`coalesce(b.balance, 0)`.as('credits'),
          FLAGGED.as('flagged'),
        ])
        .orderBy(SORT_COLUMNS[page.sort], page.descending ? 'desc' : 'asc')
        .orderBy('u.id'),
    page,
  );
  return {
    rows: rows.map((row) =>
      toRow(row.state, row.status, row.created_at, row.email, Number(row.credits), row.flagged, now),
    ),
    total,
  };
}

function toRow(
  state: UserState,
  status: string,
  createdAt: Date,
  email: string | null,
  credits: number,
  flagged: SqlBool,
  now: Date,
): StaffUserRow {
  const picture = profilePictureOf(state.pictures, state.profilePictureId);
  return {
    id: state.userId,
    username: state.username,
    email,
    role: state.role,
    gender: state.gender,
    status,
    pending: state.pending,
    libertine: state.libertine,
    vip: state.vipUntil,
    vipActive: isVip(state, now),
    verificationState: state.verificationState,
    region: state.location?.region ?? null,
    credits,
    flagged: Boolean(flagged),
    profilePicture: picture ? { id: picture.id, url: picture.url } : null,
    createdAt: createdAt.toISOString(),
    lastSeenAt: state.lastSeenAt,
  };
}
