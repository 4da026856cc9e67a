import type { Kysely } from 'kysely';
import type { CreditsDatabase, DepositRequestRow, TransactionRow } from './table';

export interface CreditTransaction {
  readonly id: string;
  readonly userId: string;
  readonly type: 'credit' | 'debit';
  readonly kind: string;
  readonly credits: number;
  readonly balanceAfter: number;
  readonly actorId: string | null;
  readonly actorRole: string;
  readonly impersonatorId: string | null;
  readonly reason: string | null;
  readonly at: string;
  readonly details: unknown;
}

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
  page: { offset: number; limit: number; descending?: boolean },
): Promise<{ rows: CreditTransaction[]; total: number }> {
  let query = credits(db).selectFrom('transactions');
  if (filter.userId) query = query.where('user_id', '=', filter.userId);
  if (filter.type) query = query.where('type', '=', filter.type);
  const direction = page.descending === false ? 'asc' : 'desc';
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('txn', direction)
      .orderBy('pos', direction)
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toTransaction), total: Number(count.total) };
}

export async function listDepositRequests(
  db: Kysely<CreditsDatabase>,
  filter: { status?: string; userId?: string },
  page: { offset: number; limit: number },
): Promise<{ rows: DepositRequestRow[]; total: number }> {
  let query = credits(db).selectFrom('deposit_requests');
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.userId) query = query.where('user_id', '=', filter.userId);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('requested_at', 'desc').offset(page.offset).limit(page.limit).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
