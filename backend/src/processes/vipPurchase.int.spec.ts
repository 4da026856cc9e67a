import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, findActiveUserByUsername, findUserById, waitForProjections } from '@annuaire/projections';
import { streams } from '@annuaire/shared';
import { startTestApi, type TestApi } from '../../../test/api';
import { runCreditCommand } from '../credits/commands';
import { buyVip, resumeVipPurchases } from './vipPurchase';

/**
 * Buying VIP charges the ledger, then extends the profile: a process killed between the two steps must
 * not leave a member charged for nothing, and recovery must never extend a purchase twice.
 */
let api: TestApi;
let memberId: string;

const metadata = {
  actorId: null,
  actorRole: 'system' as const,
  impersonatorId: null,
  correlationId: 'vip-purchase-spec',
  causationId: null,
  reason: null,
  at: new Date().toISOString(),
};

beforeAll(async () => {
  api = await startTestApi();
  memberId = (await findActiveUserByUsername(api.t.db, 'client'))!.state.userId;
  const admin = await api.as('admin');
  const { status } = await admin.request('POST', `/api/users/${memberId}/credits`, { credits: 100, notify: false });
  expect(status).toBe(201);
});
afterAll(async () => {
  await api?.close();
});

const caughtUp = async () => waitForProjections(api.t.db, ['credits', 'users'], (await api.t.store.head())!);
const vipExtensions = async () =>
  (await api.t.store.readStream(streams.user(memberId))).filter((event) => event.type === 'VipExtended');

describe('resumeVipPurchases', () => {
  it('leaves completed purchases alone', async () => {
    const purchaseId = await buyVip(api.deps, memberId, 7, metadata);
    await caughtUp();
    expect(await resumeVipPurchases(api.deps)).toBe(0);
    expect((await vipExtensions()).map((event) => (event.data as { purchaseId: string }).purchaseId)).toEqual([
      purchaseId,
    ]);
  });

  it('extends the VIP of a purchase paid but never applied, once', async () => {
    const purchaseId = randomUUID();
    // The first step of buyVip alone: the process died before extending the profile.
    await runCreditCommand(api.deps, memberId, { type: 'SpendOnVip', purchaseId, credits: 30, days: 30 }, metadata);
    await caughtUp();
    expect(await balanceOf(api.t.db, memberId)).toBe(100 - 10 - 30);

    expect(await resumeVipPurchases(api.deps)).toBe(1);
    const extended = (await vipExtensions()).at(-1)!;
    expect(extended.data).toMatchObject({ purchaseId, days: 30 });
    await caughtUp();
    expect((await findUserById(api.t.db, memberId))!.state.vipPurchases).toContain(purchaseId);

    expect(await resumeVipPurchases(api.deps)).toBe(0);
    expect(await vipExtensions()).toHaveLength(2);
  });
});
