import { balanceChange, creditEvents, type CreditEvent } from '@annuaire/shared';
import type { Transaction } from 'kysely';
import { defineProjection } from '../runtime/projection';
import { CREDITS_TABLES_SQL, type CreditsDatabase } from './table';

/** The credit history with running balances, balances, and interac deposit requests for staff. */
export const creditsProjection = defineProjection({
  name: 'credits',
  version: 1,
  events: creditEvents,
  tables: ['transactions', 'balances', 'deposit_requests'],
  createTables: CREDITS_TABLES_SQL,
  async handle(events, trx: Transaction<CreditsDatabase>) {
    // A credits stream is `credits-{userId}`.
    const users = [...new Set(events.map((event) => event.stream.id))];
    const rows = await trx.selectFrom('balances').selectAll().where('user_id', 'in', users).execute();
    const balances = new Map(rows.map((row) => [row.user_id, row.balance]));
    const transactions = [];
    for (const event of events) {
      const userId = event.stream.id;
      const change = balanceChange(event);
      const balance = (balances.get(userId) ?? 0) + change;
      balances.set(userId, balance);
      await applyDepositRequest(trx, userId, event, event.metadata.at);
      if (change === 0 && event.type !== 'CreditsMovedOut' && event.type !== 'CreditsMovedIn') continue;
      const { metadata } = event;
      transactions.push({
        event_id: event.id,
        user_id: userId,
        txn: String(event.position.txn),
        pos: String(event.position.pos),
        type: change < 0 ? 'debit' : 'credit',
        kind: event.type,
        credits: Math.abs(change),
        balance_after: balance,
        actor_id: metadata.actorId,
        actor_role: metadata.actorRole,
        impersonator_id: metadata.impersonatorId,
        reason: metadata.reason,
        at: metadata.at,
        details: JSON.stringify(event.data),
      });
    }
    if (transactions.length > 0) await trx.insertInto('transactions').values(transactions).execute();
    const now = events[events.length - 1]!.metadata.at;
    await trx
      .insertInto('balances')
      .values(users.map((user_id) => ({ user_id, balance: balances.get(user_id) ?? 0, updated_at: now })))
      .onConflict((oc) =>
        oc
          .column('user_id')
          .doUpdateSet((eb) => ({ balance: eb.ref('excluded.balance'), updated_at: eb.ref('excluded.updated_at') })),
      )
      .execute();
  },
});

async function applyDepositRequest(trx: Transaction<CreditsDatabase>, userId: string, event: CreditEvent, at: string) {
  if (event.type === 'DepositRequested') {
    const { requestId, method, credits, price, reference } = event.data;
    await trx
      .insertInto('deposit_requests')
      .values({
        request_id: requestId,
        user_id: userId,
        method,
        credits,
        price,
        reference,
        status: 'requested',
        requested_at: at,
        decided_at: null,
      })
      .execute();
  } else if (event.type === 'DepositCancelled' || (event.type === 'CreditsDeposited' && event.data.depositRequestId)) {
    const requestId = event.type === 'DepositCancelled' ? event.data.requestId : event.data.depositRequestId!;
    const status = event.type === 'DepositCancelled' ? 'cancelled' : 'confirmed';
    await trx
      .updateTable('deposit_requests')
      .set({ status, decided_at: at })
      .where('request_id', '=', requestId)
      .execute();
  }
}
