import type { Kysely } from 'kysely';
import type { CreditsDatabase, DepositRequestRow } from '@annuaire/projections';

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

export const toDepositRequest = (row: DepositRequestRow): DepositRequestRecord => ({
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

const credits = (db: Kysely<CreditsDatabase>) => db.withSchema('credits');

/** Credit transactions by id (getOne, getMany), whatever the member. */
export async function transactionsByIds(db: Kysely<CreditsDatabase>, ids: readonly string[]) {
  // Transaction ids are event ids (uuid): anything else matches nothing rather than failing the cast.
  const uuids = ids.filter((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id));
  if (uuids.length === 0) return [];
  return credits(db).selectFrom('transactions').selectAll().where('event_id', 'in', uuids).execute();
}

/** Deposit requests, newest first unless told otherwise, with the total. */
export async function listDeposits(
  db: Kysely<CreditsDatabase>,
  filter: { status?: string; userId?: string; ids?: readonly string[] },
  page: { offset: number; limit: number; descending: boolean },
): Promise<{ rows: DepositRequestRecord[]; total: number }> {
  let query = credits(db).selectFrom('deposit_requests');
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.userId) query = query.where('user_id', '=', filter.userId);
  if (filter.ids) query = query.where('request_id', 'in', filter.ids.length > 0 ? [...filter.ids] : ['']);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('requested_at', page.descending ? 'desc' : 'asc')
      .orderBy('request_id')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toDepositRequest), total: Number(count.total) };
}
