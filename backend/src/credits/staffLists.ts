import {
  findTransactionsByIds,
  listDeposits,
  listTransactions,
  type CreditTransaction,
  type DepositRequestRecord,
  type DepositRequestRow,
} from '@annuaire/projections';
import type { ApiDependencies } from '../api/dependencies';

type Db = ApiDependencies['db'];
type Page = { offset: number; limit: number };
type Rows<T> = { rows: T[]; total: number };

/**
 * Every member's ledger (VIEW_ALL_USERS), the one reading of `GET /api/transactions` and
 * `GET /api/admin/transactions`: a getMany's ids, else the filtered page, newest first unless told otherwise.
 */
export async function readLedger(
  db: Db,
  filter: { userId?: string | undefined; type?: 'credit' | 'debit' | undefined; ids?: readonly string[] | undefined },
  page: Page & { descending: boolean },
): Promise<Rows<CreditTransaction>> {
  if (filter.ids) {
    const rows = await findTransactionsByIds(db, filter.ids);
    return { rows, total: rows.length };
  }
  return listTransactions(db, { userId: filter.userId, type: filter.type }, page);
}

/**
 * The deposit requests (VIEW_ALL_USERS), the one reading of `GET /api/deposit-requests` and
 * `GET /api/admin/deposit-requests`.
 */
export function readDepositRequests(
  db: Db,
  filter: { status?: string | undefined; userId?: string | undefined; ids?: readonly string[] | undefined },
  page: Page & { descending: boolean },
): Promise<Rows<DepositRequestRecord>> {
  return listDeposits(db, filter, page);
}

/**
 * A deposit request in the words `GET /api/deposit-requests` has always answered: the stored row (snake_case,
 * the price as PostgreSQL writes a `numeric(10, 2)`), as the member's own list `/api/credits/deposit-requests` does.
 */
export function asStoredRow(record: DepositRequestRecord): Omit<DepositRequestRow, 'requested_at' | 'decided_at'> & {
  requested_at: string;
  decided_at: string | null;
} {
  return {
    request_id: record.requestId,
    user_id: record.userId,
    method: record.method,
    credits: record.credits,
    price: record.price.toFixed(2),
    reference: record.reference,
    status: record.status,
    requested_at: record.requestedAt,
    decided_at: record.decidedAt,
  };
}
