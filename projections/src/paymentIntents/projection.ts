import type { Transaction } from 'kysely';
import { CreditsDeposited, paymentEvents, type LiveSignal, unreachable } from '@annuaire/shared';
import { isFresh, notifyLive } from '../conversations/projection';
import { defineProjection, type ProjectedEvent } from '../runtime/projection';
import { PAYMENT_INTENTS_TABLES_SQL, type PaymentIntentsDatabase } from './table';

type Trx = Transaction<PaymentIntentsDatabase>;
type Folded = ProjectedEvent<(typeof paymentEvents)[number] | typeof CreditsDeposited>;

const ENDED = {
  PaymentIntentSettled: 'settled',
  PaymentIntentUnderpaid: 'underpaid',
  PaymentIntentExpired: 'expired',
  PaymentIntentInvalid: 'invalid',
} as const;

/**
 * Crypto payment intents with their status, and whether the ledger credited them (the CreditsDeposited
 * naming the intent). Each change is pushed live to the member (`payment`), so the dialog updates at once.
 */
export const paymentIntentsProjection = defineProjection({
  name: 'payment_intents',
  version: 1,
  events: [...paymentEvents, CreditsDeposited],
  tables: ['intents'],
  createTables: PAYMENT_INTENTS_TABLES_SQL,
  async handle(events, trx: Trx) {
    const signals: LiveSignal[] = [];
    for (const event of events) {
      const changed = await apply(trx, event);
      if (changed && isFresh(event)) signals.push({ userId: changed.userId, kind: 'payment', id: changed.id });
    }
    await notifyLive(trx, signals);
  },
});

/** Folds one event; answers the intent it changed (null when none). */
async function apply(trx: Trx, event: Folded): Promise<{ id: string; userId: string } | null> {
  const at = event.metadata.at;
  switch (event.type) {
    case 'PaymentIntentCreated': {
      const { intentId, userId, packId, credits, priceCad, currency, invoiceId, expiresAt } = event.data;
      const { checkoutLink, payment } = event.data;
      await trx
        .insertInto('intents')
        .values({
          id: intentId,
          user_id: userId,
          pack_id: packId,
          credits,
          price_cad: priceCad,
          currency,
          invoice_id: invoiceId,
          status: 'open',
          payment_state: 'none',
          credited: false,
          checkout_link: checkoutLink ?? '',
          address: payment?.address ?? null,
          amount: payment?.amount ?? null,
          payment_link: payment?.paymentLink ?? null,
          created_at: at,
          expires_at: expiresAt,
          settled_at: null,
          updated_at: at,
          txn: String(event.position.txn),
          pos: String(event.position.pos),
        })
        .execute();
      return { id: intentId, userId };
    }
    case 'PaymentIntentSettled':
    case 'PaymentIntentUnderpaid':
    case 'PaymentIntentExpired':
    case 'PaymentIntentInvalid': {
      const row = await trx
        .updateTable('intents')
        .set({
          status: ENDED[event.type],
          updated_at: at,
          ...(event.type === 'PaymentIntentSettled'
            ? { payment_state: event.data.paymentState, settled_at: at }
            : event.type === 'PaymentIntentUnderpaid'
              ? { payment_state: 'paidPartial' }
              : {}),
        })
        .where('id', '=', event.data.intentId)
        .returning(['id', 'user_id'])
        .executeTakeFirst();
      return row ? { id: row.id, userId: row.user_id } : null;
    }
    case 'CreditsDeposited': {
      const intentId = event.data.paymentIntentId;
      if (!intentId) return null;
      const row = await trx
        .updateTable('intents')
        .set({ credited: true, updated_at: at })
        .where('id', '=', intentId)
        .returning(['id', 'user_id'])
        .executeTakeFirst();
      return row ? { id: row.id, userId: row.user_id } : null;
    }
    default:
      return unreachable(event, 'payment event');
  }
}
