import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findActiveUserByUsername, waitForProjections } from '@annuaire/projections';
import { streams } from '@annuaire/shared';
import { startTestApi, type TestApi } from '../../../test/api';
import { recordVipExpiries } from './vipExpiry';

/**
 * "Time becomes events": a VIP's end is recorded as `VipExpired` by the every-minute job once the date has
 * passed, exactly once, so listings re-rank at a point in the log and a rebuild ranks the same way.
 */
let api: TestApi;
let escortId: string;
const HOUR = 3_600_000;

beforeAll(async () => {
  api = await startTestApi();
  escortId = (await findActiveUserByUsername(api.t.db, 'escort'))!.state.userId;
  const admin = await api.as('admin');
  const until = new Date(Date.now() + HOUR).toISOString();
  const { status } = await admin.request('POST', `/api/users/${escortId}/vip`, { until, reason: 'VIP expiry test' });
  expect(status).toBe(200);
});
afterAll(async () => {
  await api?.close();
});

const expiries = async () =>
  (await api.t.store.readStream(streams.user(escortId))).filter((event) => event.type === 'VipExpired');
const caughtUp = async () => waitForProjections(api.t.db, ['users'], (await api.t.store.head())!);

describe('recordVipExpiries', () => {
  it('records nothing while the VIP is still active', async () => {
    await caughtUp();
    expect(await recordVipExpiries({ ...api.deps, now: () => new Date() })).toBe(0);
    expect(await expiries()).toEqual([]);
  });

  it('records the expiry once the date has passed, and only once', async () => {
    const later = () => new Date(Date.now() + 2 * HOUR);
    await caughtUp();
    expect(await recordVipExpiries({ ...api.deps, now: later })).toBe(1);
    expect((await expiries()).map((event) => event.data)).toEqual([{ until: expect.any(String) }]);
    await caughtUp();
    expect(await recordVipExpiries({ ...api.deps, now: later })).toBe(0);
    expect(await expiries()).toHaveLength(1);
  });

  it('takes the member out of the active VIPs in the read model', async () => {
    await caughtUp();
    const record = await findActiveUserByUsername(api.t.db, 'escort');
    expect(record!.state.vipExpiryRecorded).toBe(record!.state.vipUntil);
  });
});
