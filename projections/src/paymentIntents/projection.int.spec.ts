import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CreditsDeposited,
  PaymentIntentCreated,
  PaymentIntentExpired,
  PaymentIntentSettled,
  PaymentIntentUnderpaid,
  streams,
} from '@annuaire/shared';
import { happened } from '../testing/events';
import { openReadModel, type ReadModelSpec } from '../testing/readModel';
import { paymentIntentsProjection } from './projection';
import { countOpenPaymentIntents, findPaymentIntent, findPaymentIntentByInvoice, listPaymentIntents } from './queries';
import type { PaymentIntentsDatabase } from './table';

let rm: ReadModelSpec<PaymentIntentsDatabase>;
let db: Kysely<unknown>;
beforeAll(async () => {
  rm = await openReadModel(paymentIntentsProjection);
  db = rm.db as Kysely<unknown>;
  // The staff list joins the users read model for names; a minimal one stands in for it here.
  await sql`create schema users; create table users.users (id text primary key, username text not null)`.execute(db);
});
afterAll(async () => {
  await rm.close();
});

const created = (intentId: string, userId: string, invoiceId = `inv-${intentId}`) =>
  happened(PaymentIntentCreated, streams.paymentIntent(intentId), {
    intentId,
    userId,
    packId: 'pack-30',
    credits: 30,
    priceCad: 15,
    currency: 'BTC',
    provider: 'btcpay',
    invoiceId,
    expiresAt: '2026-03-02T12:30:00.000Z',
    checkoutLink: `https://pay.example/i/${invoiceId}`,
    payment: { address: 'bc1qexample', amount: '0.00012345', paymentLink: 'bitcoin:bc1qexample?amount=0.00012345' },
  });
const creditedFor = (userId: string, intentId: string) =>
  happened(CreditsDeposited, streams.credits(userId), {
    credits: 30,
    notify: true,
    depositRequestId: null,
    paymentIntentId: intentId,
  });

describe('payment intents read model', () => {
  it('follows an intent from open to settled, then credited when the ledger deposit names it', async () => {
    const member = randomUUID();
    const intent = randomUUID();
    await rm.given([created(intent, member)]);
    expect(await findPaymentIntent(db, intent)).toMatchObject({
      status: 'open',
      credited: false,
      userId: member,
      priceCad: 15,
      checkoutLink: `https://pay.example/i/inv-${intent}`,
      payment: { address: 'bc1qexample', amount: '0.00012345', paid: '0' },
    });
    expect(await countOpenPaymentIntents(db, member)).toBe(1);
    await rm.given([
      happened(PaymentIntentSettled, streams.paymentIntent(intent), { intentId: intent, paymentState: 'paidOver' }),
    ]);
    expect(await findPaymentIntentByInvoice(db, `inv-${intent}`)).toMatchObject({
      status: 'settled',
      paymentState: 'paidOver',
      credited: false,
    });
    expect((await listPaymentIntents(db, { unfinished: true, userId: member }, { offset: 0, limit: 10 })).total).toBe(
      1,
    );
    await rm.given([creditedFor(member, intent)]);
    const done = await findPaymentIntent(db, intent);
    expect(done).toMatchObject({ status: 'settled', credited: true });
    expect(done?.settledAt).not.toBeNull();
    expect(await countOpenPaymentIntents(db, member)).toBe(0);
    expect((await listPaymentIntents(db, { unfinished: true, userId: member }, { offset: 0, limit: 10 })).total).toBe(
      0,
    );
  });

  it('ignores ledger deposits that settle no intent', async () => {
    const member = randomUUID();
    const before = await rm.allRows();
    await rm.given([
      happened(CreditsDeposited, streams.credits(member), { credits: 10, notify: false, depositRequestId: null }),
    ]);
    expect(await rm.allRows()).toEqual(before);
  });

  it('lists a member’s intents newest first and lets staff filter by status and search by name or invoice', async () => {
    const member = randomUUID();
    const other = randomUUID();
    await sql`insert into users.users (id, username) values (${member}, 'satoshi_fan'), (${other}, 'someone')`.execute(
      db,
    );
    const [first, second, third] = [randomUUID(), randomUUID(), randomUUID()];
    await rm.given([
      created(first, member),
      created(second, member),
      created(third, other, 'inv-findme'),
      happened(PaymentIntentUnderpaid, streams.paymentIntent(first), { intentId: first }),
      happened(PaymentIntentExpired, streams.paymentIntent(second), { intentId: second }),
    ]);
    const mine = await listPaymentIntents(db, { userId: member }, { offset: 0, limit: 20 });
    expect(mine.rows.map((row) => [row.id, row.status])).toEqual([
      [second, 'expired'],
      [first, 'underpaid'],
    ]);
    const underpaid = await listPaymentIntents(db, { status: 'underpaid', q: 'SATOSHI' }, { offset: 0, limit: 20 });
    expect(underpaid.rows.map((row) => [row.id, row.username, row.paymentState])).toEqual([
      [first, 'satoshi_fan', 'paidPartial'],
    ]);
    expect((await listPaymentIntents(db, { q: 'inv-findme' }, { offset: 0, limit: 20 })).rows[0]?.id).toBe(third);
  });
});
