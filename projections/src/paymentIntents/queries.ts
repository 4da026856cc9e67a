import type { PaymentIntentAdminRow, PaymentIntentStatus } from '@annuaire/shared';
import { sql, type Kysely } from 'kysely';
import { containsPattern } from '../queries/escapeLike';
import { readPage, type Page, type PageRequest } from '../queries/paging';
import type { ReadModelsDatabase } from '../database';
import type { IntentRow } from './table';

/** The intents beside the users read model, by their qualified names: staff see and search members by name. */
type IntentsWithUsersDatabase = Pick<ReadModelsDatabase, 'payment_intents.intents' | 'users.users'>;

/** An intent as stored, with its member's name: the staff row, from which the member's answer is cut. */
export type PaymentIntentRecord = PaymentIntentAdminRow;

function toRecord(row: IntentRow & { username: string | null }): PaymentIntentRecord {
  return {
    id: row.id,
    userId: row.user_id,
    username: row.username,
    packId: row.pack_id,
    credits: row.credits,
    priceCad: Number(row.price_cad),
    currency: row.currency,
    status: row.status,
    credited: row.credited,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    checkoutLink: row.checkout_link,
    payment:
      row.address && row.amount
        ? { address: row.address, amount: row.amount, paymentLink: row.payment_link, paid: '0' }
        : null,
    invoiceId: row.invoice_id,
    paymentState: row.payment_state,
    settledAt: row.settled_at?.toISOString() ?? null,
  };
}

const intents = (db: Kysely<IntentsWithUsersDatabase>) =>
  db
    .selectFrom('payment_intents.intents as i')
    .leftJoin('users.users as u', 'u.id', 'i.user_id')
    .selectAll('i')
    .select('u.username');

export interface PaymentIntentFilter {
  readonly status?: PaymentIntentStatus;
  readonly userId?: string;
  /** Part of the member's name, or the exact intent or invoice id. */
  readonly q?: string;
  /** getMany: only these intents (none matches an empty list). */
  readonly ids?: readonly string[];
  /** Only intents still open, or settled without their credits yet (what the settlement poll re-checks). */
  readonly unfinished?: boolean;
}

/** Intents newest first (unless told otherwise), with the total: the member's list and the staff list. */
export async function listPaymentIntents(
  db: Kysely<IntentsWithUsersDatabase>,
  filter: PaymentIntentFilter,
  page: PageRequest & { descending?: boolean },
): Promise<Page<PaymentIntentRecord>> {
  let query = db.selectFrom('payment_intents.intents as i').leftJoin('users.users as u', 'u.id', 'i.user_id');
  if (filter.status) query = query.where('i.status', '=', filter.status);
  if (filter.userId) query = query.where('i.user_id', '=', filter.userId);
  if (filter.ids) query = query.where('i.id', 'in', filter.ids.length > 0 ? [...filter.ids] : ['']);
  if (filter.unfinished) {
    query = query.where((eb) =>
      eb.or([eb('i.status', '=', 'open'), eb.and([eb('i.status', '=', 'settled'), eb('i.credited', '=', false)])]),
    );
  }
  if (filter.q) {
    const q = filter.q;
    query = query.where((eb) =>
      eb.or([
        eb('i.id', '=', q),
        eb('i.invoice_id', '=', q),
        eb(sql<string>`coalesce(u.username, '')`, 'ilike', containsPattern(q)),
      ]),
    );
  }
  const direction = page.descending === false ? 'asc' : 'desc';
  const { rows, total } = await readPage(
    query,
    (filtered) => filtered.selectAll('i').select('u.username').orderBy('i.txn', direction).orderBy('i.pos', direction),
    page,
  );
  return { rows: rows.map(toRecord), total };
}

export async function findPaymentIntent(
  db: Kysely<IntentsWithUsersDatabase>,
  id: string,
): Promise<PaymentIntentRecord | null> {
  const row = await intents(db).where('i.id', '=', id).executeTakeFirst();
  return row ? toRecord(row) : null;
}

export async function findPaymentIntentByInvoice(
  db: Kysely<IntentsWithUsersDatabase>,
  invoiceId: string,
): Promise<PaymentIntentRecord | null> {
  const row = await intents(db).where('i.invoice_id', '=', invoiceId).executeTakeFirst();
  return row ? toRecord(row) : null;
}

/** How many intents the member has open: at most 3 at once (docs/product.md §3). */
export async function countOpenPaymentIntents(db: Kysely<IntentsWithUsersDatabase>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('payment_intents.intents')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
