import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CreditsAdjusted,
  CreditsDeposited,
  CreditsMovedIn,
  CreditsSpentOnVip,
  DepositCancelled,
  DepositRequested,
  streams,
} from '@annuaire/shared';
import { CheckpointMovedError } from '../runtime/apply';
import { happened } from '../testing/events';
import { openReadModel, type ReadModelSpec } from '../testing/readModel';
import { creditsProjection } from './projection';
import { balanceOf, listDepositRequests, listTransactions } from './queries';
import type { CreditsDatabase } from './table';

let rm: ReadModelSpec<CreditsDatabase>;
beforeAll(async () => {
  rm = await openReadModel(creditsProjection);
});
afterAll(async () => {
  await rm.close();
});

const deposited = (userId: string, credits: number, depositRequestId: string | null = null) =>
  happened(CreditsDeposited, streams.credits(userId), { credits, notify: true, depositRequestId });
const requested = (userId: string, requestId: string) =>
  happened(DepositRequested, streams.credits(userId), {
    requestId,
    method: 'interac',
    credits: 50,
    price: 45,
    reference: `REF-${requestId.slice(0, 8)}`,
  });
const history = async (userId: string) =>
  (await listTransactions(rm.db, { userId }, { offset: 0, limit: 50, descending: false })).rows;

describe('credits read model', () => {
  it('keeps the crypto payment intent a deposit settles in its details', async () => {
    const member = randomUUID();
    await rm.given([
      happened(CreditsDeposited, streams.credits(member), {
        credits: 30,
        notify: true,
        depositRequestId: null,
        paymentIntentId: 'intent-1',
      }),
    ]);
    expect((await history(member))[0]?.details).toMatchObject({ paymentIntentId: 'intent-1' });
  });

  it('keeps each movement with the running balance, and the balance', async () => {
    const member = randomUUID();
    await rm.given([
      deposited(member, 100),
      happened(CreditsSpentOnVip, streams.credits(member), { purchaseId: 'p1', credits: 30, days: 7 }),
      happened(
        CreditsAdjusted,
        streams.credits(member),
        { credits: -20 },
        { actorId: 'admin-1', actorRole: 'admin', reason: 'duplicate payment' },
      ),
    ]);
    expect(await balanceOf(rm.db, member)).toBe(50);
    expect((await history(member)).map((row) => [row.kind, row.type, row.credits, row.balanceAfter])).toEqual([
      ['CreditsDeposited', 'credit', 100, 100],
      ['CreditsSpentOnVip', 'debit', 30, 70],
      ['CreditsAdjusted', 'debit', 20, 50],
    ]);
    expect((await history(member))[2]).toMatchObject({ actorId: 'admin-1', reason: 'duplicate payment' });
  });

  it('carries the balance across batches', async () => {
    const member = randomUUID();
    await rm.given([deposited(member, 10)]);
    await rm.given([deposited(member, 15)]);
    expect(await balanceOf(rm.db, member)).toBe(25);
    expect((await history(member)).map((row) => row.balanceAfter)).toEqual([10, 25]);
  });

  it('lists a move of zero credits in the history, which changes nothing', async () => {
    const member = randomUUID();
    await rm.given([
      happened(CreditsMovedIn, streams.credits(member), { mergeId: 'm1', sourceUserId: randomUUID(), credits: 0 }),
    ]);
    expect((await history(member)).map((row) => [row.kind, row.credits])).toEqual([['CreditsMovedIn', 0]]);
    expect(await balanceOf(rm.db, member)).toBe(0);
  });

  it('follows deposit requests to confirmed or cancelled, outside the history', async () => {
    const member = randomUUID();
    const [confirmed, cancelled] = [randomUUID(), randomUUID()];
    await rm.given([
      requested(member, confirmed),
      requested(member, cancelled),
      deposited(member, 50, confirmed),
      happened(DepositCancelled, streams.credits(member), { requestId: cancelled }),
    ]);
    const requests = await listDepositRequests(rm.db, { userId: member }, { offset: 0, limit: 10 });
    expect(Object.fromEntries(requests.rows.map((row) => [row.request_id, row.status]))).toEqual({
      [confirmed]: 'confirmed',
      [cancelled]: 'cancelled',
    });
    expect((await history(member)).map((row) => row.kind)).toEqual(['CreditsDeposited']);
  });

  it('applying the same batch twice changes nothing', async () => {
    const member = randomUUID();
    const batch = await rm.given([deposited(member, 40), requested(member, randomUUID())]);
    const before = await rm.allRows();
    await expect(rm.redeliver(batch)).rejects.toBeInstanceOf(CheckpointMovedError);
    expect(await rm.allRows()).toEqual(before);
  });
});
