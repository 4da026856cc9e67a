import { sql, type Transaction } from 'kysely';
import { defineProjection } from '../runtime/projection';
import { cartEvents, ItemAdded, ItemRemoved } from './cart';

/**
 * A test read model that notices double or out-of-order application: per sku, the sum of quantities
 * added since the last removal, and how many events touched it. Used by the runtime's crash tests.
 */
export interface CartTotalsDatabase {
  totals: { sku: string; quantity: number; events: number; last_position: string };
}

export const cartTotalsProjection = defineProjection({
  name: 'cart_totals',
  version: 1,
  events: cartEvents,
  tables: ['totals'],
  createTables: (schema) => `
    create table "${schema}".totals (
      sku text primary key,
      quantity integer not null,
      events integer not null,
      last_position text not null
    );`,
  async handle(events, trx: Transaction<CartTotalsDatabase>) {
    for (const event of events) {
      const added = event.type === 'ItemAdded' ? event.data.quantity : null;
      const position = `${event.position.txn}:${event.position.pos}`;
      await trx
        .insertInto('totals')
        .values({ sku: event.data.sku, quantity: added ?? 0, events: 1, last_position: position })
        .onConflict((oc) =>
          oc.column('sku').doUpdateSet({
            quantity: added === null ? 0 : sql`totals.quantity + ${added}`,
            events: sql`totals.events + 1`,
            last_position: position,
          }),
        )
        .execute();
    }
  },
});

/** The same fold, done in memory over the full log: what the read model must equal. */
export function foldCartTotals(events: ReadonlyArray<{ type: string; data: unknown }>) {
  const totals = new Map<string, { quantity: number; events: number }>();
  for (const event of events) {
    if (event.type !== ItemAdded.type && event.type !== ItemRemoved.type) continue;
    const data = event.data as { sku: string; quantity?: number };
    const current = totals.get(data.sku) ?? { quantity: 0, events: 0 };
    totals.set(data.sku, {
      quantity: event.type === ItemAdded.type ? current.quantity + (data.quantity ?? 0) : 0,
      events: current.events + 1,
    });
  }
  return totals;
}
