import type { CreditTransaction } from '@annuaire/shared';
import { sql, type Kysely, type SqlBool } from 'kysely';
import { readPage, type Page, type PageRequest } from '../queries/paging';
import type { ReadModelsDatabase } from '../database';
import type { CreditsDatabase, DepositRequestRow, TransactionRow } from './table';

/** The answer's shape is the contract in shared, so the backoffice reads what this builds. */
export type { CreditTransaction };

const credits = (db: Kysely<CreditsDatabase>) => db.withSchema('credits');

function toTransaction(row: TransactionRow): CreditTransaction {
  return {
    id: row.event_id,
    userId: row.user_id,
    type: row.type as 'credit' | 'debit',
    kind: row.kind,
    credits: row.credits,
    balanceAfter: row.balance_after,
    actorId: row.actor_id,
    actorRole: row.actor_role,
    impersonatorId: row.impersonator_id,
    reason: row.reason,
    at: row.at.toISOString(),
    details: row.details,
  };
}

/** Credit transactions by id (getOne, getMany), whatever the member. */
export async function findTransactionsByIds(
  db: Kysely<CreditsDatabase>,
  ids: readonly string[],
): Promise<CreditTransaction[]> {
  // Transaction ids are event ids (uuid): anything else matches nothing rather than failing the cast.
  const uuids = ids.filter((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id));
  if (uuids.length === 0) return [];
  const rows = await credits(db).selectFrom('transactions').selectAll().where('event_id', 'in', uuids).execute();
  return rows.map(toTransaction);
}

export async function balanceOf(db: Kysely<CreditsDatabase>, userId: string): Promise<number> {
  const row = await credits(db)
    .selectFrom('balances')
    .select('balance')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.balance ?? 0;
}

/** Credit history, newest first, optionally of one user, with the total count. */
export async function listTransactions(
  db: Kysely<CreditsDatabase>,
  filter: { userId?: string; type?: 'credit' | 'debit' },
  page: PageRequest & { descending?: boolean },
): Promise<Page<CreditTransaction>> {
  let query = credits(db).selectFrom('transactions');
  if (filter.userId) query = query.where('user_id', '=', filter.userId);
  if (filter.type) query = query.where('type', '=', filter.type);
  const direction = page.descending === false ? 'asc' : 'desc';
  const { rows, total } = await readPage(
    query,
    (filtered) => filtered.selectAll().orderBy('txn', direction).orderBy('pos', direction),
    page,
  );
  return { rows: rows.map(toTransaction), total };
}

/** One deposit request as the backoffice lists it (camelCase, `id` for react-admin). */
export interface DepositRequestRecord {
  readonly id: string;
  readonly requestId: string;
  readonly userId: string;
  readonly method: string;
  readonly credits: number;
  readonly price: number;
  readonly reference: string;
  readonly status: string;
  readonly requestedAt: string;
  readonly decidedAt: string | null;
}

const toDepositRequest = (row: DepositRequestRow): DepositRequestRecord => ({
  id: row.request_id,
  requestId: row.request_id,
  userId: row.user_id,
  method: row.method,
  credits: row.credits,
  price: Number(row.price),
  reference: row.reference,
  status: row.status,
  requestedAt: row.requested_at.toISOString(),
  decidedAt: row.decided_at?.toISOString() ?? null,
});

export interface DepositFilter {
  readonly status?: string;
  readonly userId?: string;
  /** getMany: only these requests (none matches an empty list). */
  readonly ids?: readonly string[];
}

function deposits(db: Kysely<CreditsDatabase>, filter: DepositFilter) {
  let query = credits(db).selectFrom('deposit_requests');
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.userId) query = query.where('user_id', '=', filter.userId);
  if (filter.ids) query = query.where('request_id', 'in', filter.ids.length > 0 ? [...filter.ids] : ['']);
  return query;
}

/** Deposit requests as stored (the member's list and the staff route answer them so), newest first. */
export async function listDepositRequests(
  db: Kysely<CreditsDatabase>,
  filter: Omit<DepositFilter, 'ids'>,
  page: PageRequest,
): Promise<Page<DepositRequestRow>> {
  return readPage(deposits(db, filter), (filtered) => filtered.selectAll().orderBy('requested_at', 'desc'), page);
}

/** Deposit requests for the backoffice, newest first unless told otherwise, with the total. */
export async function listDeposits(
  db: Kysely<CreditsDatabase>,
  filter: DepositFilter,
  page: PageRequest & { descending: boolean },
): Promise<Page<DepositRequestRecord>> {
  const { rows, total } = await readPage(
    deposits(db, filter),
    (filtered) =>
      filtered
        .selectAll()
        .orderBy('requested_at', page.descending ? 'desc' : 'asc')
        .orderBy('request_id'),
    page,
  );
  return { rows: rows.map(toDepositRequest), total };
}

/** The ledger beside the users read model, for the one question that spans both. */
type VipPurchasesDatabase = Pick<ReadModelsDatabase, 'credits.transactions' | 'users.users'>;

/** A VIP purchase the ledger charged for. */
export interface PaidVipPurchase {
  readonly userId: string;
  readonly purchaseId: string;
  readonly days: number;
}

/**
 * Purchases paid on the ledger whose VIP extension the member's profile does not show (a crash between
 * the two steps of the purchase), so the process can finish them.
 */
export async function listUnappliedVipPurchases(db: Kysely<VipPurchasesDatabase>): Promise<PaidVipPurchase[]> {
  const rows = await db
    .selectFrom('credits.transactions as t')
    .leftJoin('users.users as u', 'u.id', 't.user_id')
    .select([
      't.user_id',
      sql<string>`t.details->>'purchaseId'`.as('purchase_id'),
      sql<number>`(t.details->>'days')::int`.as('days'),
    ])
    .where('t.kind', '=', 'CreditsSpentOnVip')
    .where(sql<SqlBool>`not coalesce(u.state->'vipPurchases' ? (t.details->>'purchaseId'), false)`)
    .execute();
  return rows.map((row) => ({ userId: row.user_id, purchaseId: row.purchase_id, days: row.days }));
}
