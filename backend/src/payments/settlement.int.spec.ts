import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, findPaymentIntent } from '@annuaire/projections';
import { streams, type PaymentIntentAdminRow, type PaymentIntentAnswer } from '@annuaire/shared';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';
import { systemMetadata } from '../domain/metadata';
import { resumeCryptoSettlements, type SettlementDeps } from '../processes/cryptoSettlement';
import { runPaymentIntentCommand } from './commands';
import { fakePaymentProvider, type FakePaymentProvider, type SignedWebhook } from './testing';

let api: TestApi;
let provider: FakePaymentProvider;
let deps: SettlementDeps;
let admin: TestClient;
const logged: string[] = [];
const log = (line: string) => void logged.push(line);

beforeAll(async () => {
  provider = fakePaymentProvider();
  api = await startTestApi({}, new Map(), { paymentProvider: provider });
  deps = { ...api.deps, paymentProvider: provider };
  admin = await api.as('admin');
});
afterAll(async () => {
  await api?.close();
});

/** A member (a fresh demo login each time is the same account: tests use distinct ones) and a 30-credit intent. */
async function openIntent(username: string, packId = 'pack-30') {
  const member = await api.as(username);
  const userId = (await member.request<{ _id: string }>('GET', '/api/user')).body._id;
  const { status, body } = await member.request<PaymentIntentAnswer>('POST', '/api/crypto/payment-intents', {
    packId,
    currency: 'BTC',
  });
  expect(status).toBe(201);
  const invoiceId = (await findPaymentIntent(api.t.db, body.id))!.invoiceId;
  return { member, userId, intentId: body.id, invoiceId, before: await balanceOf(api.t.db, userId) };
}

const deliver = (webhook: SignedWebhook) =>
  fetch(`${api.base}/api/crypto/webhook`, { method: 'POST', headers: webhook.headers, body: webhook.body });
const deposits = async (userId: string, intentId: string) =>
  (await api.t.store.readStream(streams.credits(userId))).filter(
    (event) =>
      event.type === 'CreditsDeposited' && (event.data as { paymentIntentId?: string }).paymentIntentId === intentId,
  );

describe('crypto settlement, exactly once', () => {
  it('credits once when the settled webhook arrives 5 times at once while the poll runs', async () => {
    const { member, userId, intentId, invoiceId, before } = await openIntent('escort');
    provider.settle(invoiceId);
    const [answers] = await Promise.all([
      Promise.all(Array.from({ length: 5 }, () => deliver(provider.webhook(invoiceId, 'settled')))),
      resumeCryptoSettlements(deps, log),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([204, 204, 204, 204, 204]);
    expect(await deposits(userId, intentId)).toHaveLength(1);
    expect(await balanceOf(api.t.db, userId)).toBe(before + 30);
    const shown = await member.request<PaymentIntentAnswer>('GET', `/api/crypto/payment-intents/${intentId}`);
    expect(shown.body).toMatchObject({ status: 'settled', credited: true });
  });

  it('pushes each status change of the intent to its member live', async () => {
    const { member, intentId, invoiceId } = await openIntent('client', 'pack-60');
    const abort = new AbortController();
    const stream = await member.fetch('/api/events/stream', { signal: abort.signal });
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    provider.settle(invoiceId);
    await deliver(provider.webhook(invoiceId, 'settled'));
    let text = '';
    while (!text.includes(`event: payment\ndata: {"kind":"payment","id":"${intentId}"}`)) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
    }
    abort.abort();
    expect(text).toContain(`"id":"${intentId}"`);
  });

  it('writes nothing for a forged signature (401)', async () => {
    const { userId, intentId, invoiceId, before } = await openIntent('client');
    provider.settle(invoiceId);
    const forged = provider.webhook(invoiceId, 'settled', 'not-the-secret');
    const response = await deliver(forged);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'invalid_signature' });
    const unsigned = await deliver({ ...forged, headers: { 'content-type': 'application/json' } });
    expect(unsigned.status).toBe(401);
    expect(await api.t.store.readStream(streams.paymentIntent(intentId))).toHaveLength(1);
    expect(await balanceOf(api.t.db, userId)).toBe(before);
  });

  it('never settles an expired intent later', async () => {
    const { userId, intentId, invoiceId, before } = await openIntent('advertiser');
    provider.expire(invoiceId);
    expect((await deliver(provider.webhook(invoiceId, 'expired'))).status).toBe(204);
    provider.settle(invoiceId);
    expect((await deliver(provider.webhook(invoiceId, 'settled'))).status).toBe(204);
    await resumeCryptoSettlements(deps, log);
    expect((await findPaymentIntent(api.t.db, intentId))?.status).toBe('expired');
    expect(await deposits(userId, intentId)).toHaveLength(0);
    expect(await balanceOf(api.t.db, userId)).toBe(before);
  });

  it('does not credit an underpaid intent and lists it for staff; credits an overpaid one the pack', async () => {
    const under = await openIntent('moderator');
    provider.underpay(under.invoiceId);
    await deliver(provider.webhook(under.invoiceId, 'expired'));
    expect(await balanceOf(api.t.db, under.userId)).toBe(under.before);
    const filter = encodeURIComponent(JSON.stringify({ status: 'underpaid' }));
    const listed = await admin.request<PaymentIntentAdminRow[]>('GET', `/api/admin/payment-intents?filter=${filter}`);
    expect(listed.body.map((row) => [row.id, row.credited, row.paymentState])).toEqual([
      [under.intentId, false, 'paidPartial'],
    ]);

    const over = await openIntent('moderator', 'pack-60');
    provider.settle(over.invoiceId, { overpaid: true });
    await deliver(provider.webhook(over.invoiceId, 'settled'));
    expect(await balanceOf(api.t.db, over.userId)).toBe(over.before + 60);
    const row = await admin.request<PaymentIntentAdminRow>('GET', `/api/admin/payment-intents/${over.intentId}`);
    expect(row.body).toMatchObject({ status: 'settled', paymentState: 'paidOver', credited: true });
  });

  it('shows the deposit in the audit with its intent as cause', async () => {
    const { userId, intentId, invoiceId } = await openIntent('libertine');
    provider.settle(invoiceId);
    await deliver(provider.webhook(invoiceId, 'settled'));
    const [deposit] = await deposits(userId, intentId);
    expect(deposit?.metadata.causationId).toBe(intentId);
    const replay = await admin.request<{ ledger: { eventId: string; type: string; change: number }[] }>(
      'GET',
      `/api/admin/users/${userId}`,
    );
    expect(replay.body.ledger.find((line) => line.eventId === deposit!.id)).toMatchObject({
      type: 'CreditsDeposited',
      change: 30,
    });
    const history = await admin.request<{ id: string; causationId: string | null }[]>(
      'GET',
      `/api/admin/users/${userId}/history?range=${encodeURIComponent('[0,499]')}`,
    );
    expect(history.body.find((event) => event.id === deposit!.id)?.causationId).toBe(intentId);
  });

  it('finishes with the poll an intent settled but not credited (a crash between the two steps)', async () => {
    const { userId, intentId, invoiceId, before } = await openIntent('escort', 'pack-180');
    provider.settle(invoiceId);
    // The first step alone, as if the process died before the ledger's deposit.
    await runPaymentIntentCommand(
      deps,
      intentId,
      { type: 'ApplyInvoice', status: 'settled', paymentState: 'none' },
      systemMetadata(new Date()),
    );
    expect(await balanceOf(api.t.db, userId)).toBe(before);
    await resumeCryptoSettlements(deps, log);
    await resumeCryptoSettlements(deps, log);
    expect(await deposits(userId, intentId)).toHaveLength(1);
    expect(await balanceOf(api.t.db, userId)).toBe(before + 180);
    expect((await findPaymentIntent(api.t.db, intentId))?.credited).toBe(true);
  });

  it('picks up a missed webhook with the poll, and ignores webhooks about unknown invoices', async () => {
    const { userId, intentId, invoiceId, before } = await openIntent('advertiser');
    provider.settle(invoiceId);
    await resumeCryptoSettlements(deps, log);
    expect(await balanceOf(api.t.db, userId)).toBe(before + 30);
    expect(await deposits(userId, intentId)).toHaveLength(1);
    expect((await deliver(provider.webhook('no-such-invoice', 'settled'))).status).toBe(204);
    expect(logged).toEqual([]);
  });
});
