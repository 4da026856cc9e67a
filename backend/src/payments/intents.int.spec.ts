import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentIntentAdminRow, PaymentIntentAnswer } from '@annuaire/shared';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';
import { fakePaymentProvider, type FakePaymentProvider } from './testing';

let api: TestApi;
let provider: FakePaymentProvider;
let escort: TestClient;
let client: TestClient;
let admin: TestClient;
const idOf = async (member: TestClient) => (await member.request<{ _id: string }>('GET', '/api/user')).body._id;

beforeAll(async () => {
  provider = fakePaymentProvider();
  api = await startTestApi({}, new Map(), { paymentProvider: provider });
  [escort, client, admin] = await Promise.all([api.as('escort'), api.as('client'), api.as('admin')]);
});
afterAll(async () => {
  await api?.close();
});

const create = (member: TestClient, body: unknown = { packId: 'pack-30', currency: 'BTC' }) =>
  member.request<PaymentIntentAnswer & { code?: string }>('POST', '/api/crypto/payment-intents', body);

describe('crypto payment intents', () => {
  it('lists the currencies the store accepts, to anyone', async () => {
    const offer = await api.client().request('GET', '/api/crypto/offer');
    expect([offer.status, offer.body]).toEqual([200, { offered: true }]);
    const { status, body } = await api.client().request('GET', '/api/crypto/currencies');
    expect(status).toBe(200);
    expect(body).toEqual([
      { code: 'BTC', name: 'Bitcoin' },
      { code: 'LTC', name: 'Litecoin' },
    ]);
  });

  it('creates an intent for a pack with the address, amount and expiry to pay', async () => {
    const { status, body } = await create(escort);
    expect(status).toBe(201);
    const invoice = provider.invoices().at(-1)!;
    expect(body).toEqual({
      id: expect.any(String),
      packId: 'pack-30',
      credits: 30,
      priceCad: 150,
      currency: 'BTC',
      status: 'open',
      credited: false,
      createdAt: expect.any(String),
      expiresAt: invoice.expiresAt.toISOString(),
      checkoutLink: invoice.checkoutLink,
      payment: {
        address: invoice.payment!.address,
        amount: invoice.payment!.amount,
        paymentLink: invoice.payment!.paymentLink,
        paid: '0',
      },
    });
    const mine = await escort.request<PaymentIntentAnswer[]>('GET', '/api/crypto/payment-intents');
    expect(mine.body.map((intent) => intent.id)).toEqual([body.id]);
  });

  it('refuses an unknown pack or a currency the store does not take with 400, and anonymous callers with 401', async () => {
    expect((await create(escort, { packId: 'pack-31', currency: 'BTC' })).status).toBe(400);
    const doge = await create(escort, { packId: 'pack-30', currency: 'DOGE' });
    expect([doge.status, doge.body.code]).toEqual([400, 'unsupported_currency']);
    expect((await create(api.client())).status).toBe(401);
  });

  it('lets a member keep at most 3 intents open (409), and at most 10 attempts an hour (429)', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 11; attempt++) answers.push(await create(client));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 409, 409, 409, 409, 409, 409, 409, 429]);
    expect(answers[3]!.body.code).toBe('too_many_open_intents');
  });

  it('shows an intent to its owner and staff only', async () => {
    const { body } = await create(escort, { packId: 'pack-60', currency: 'LTC' });
    const owner = await escort.request<PaymentIntentAnswer>('GET', `/api/crypto/payment-intents/${body.id}`);
    expect([owner.status, owner.body.credits, owner.body.currency]).toEqual([200, 60, 'LTC']);
    expect((await client.request('GET', `/api/crypto/payment-intents/${body.id}`)).status).toBe(404);
    expect((await admin.request('GET', `/api/crypto/payment-intents/${body.id}`)).status).toBe(200);
    expect((await api.client().request('GET', `/api/crypto/payment-intents/${body.id}`)).status).toBe(401);
  });

  it('re-reads an open intent from the provider at most every 10 seconds', async () => {
    const { body } = await create(escort, { packId: 'pack-30', currency: 'LTC' });
    const invoiceId = provider.invoices().at(-1)!.invoiceId;
    for (let read = 0; read < 4; read++) await escort.request('GET', `/api/crypto/payment-intents/${body.id}`);
    expect(provider.reads(invoiceId)).toBe(0);
  });

  it('lists every intent for staff, filtered by status, member and search, and nothing marks one paid', async () => {
    const escortId = await idOf(escort);
    const list = await admin.request<PaymentIntentAdminRow[]>(
      'GET',
      `/api/admin/payment-intents?filter=${encodeURIComponent(JSON.stringify({ status: 'open', userId: escortId }))}`,
    );
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThan(0);
    expect(
      list.body.every((row) => row.userId === escortId && row.status === 'open' && row.username === 'escort'),
    ).toBe(true);
    expect(list.headers.get('content-range')).toMatch(/^payment-intents 0-\d+\/\d+$/);
    const searched = await admin.request<PaymentIntentAdminRow[]>(
      'GET',
      `/api/admin/payment-intents?filter=${encodeURIComponent(JSON.stringify({ q: list.body[0]!.invoiceId }))}`,
    );
    expect(searched.body.map((row) => row.id)).toEqual([list.body[0]!.id]);
    const one = await admin.request<PaymentIntentAdminRow>('GET', `/api/admin/payment-intents/${list.body[0]!.id}`);
    expect(one.body).toMatchObject({ id: list.body[0]!.id, invoiceId: list.body[0]!.invoiceId, settledAt: null });
    expect((await escort.request('GET', '/api/admin/payment-intents')).status).toBe(403);
    expect((await admin.request('POST', `/api/admin/payment-intents/${list.body[0]!.id}/settle`, {})).status).toBe(404);
  });

  it('answers 503 when the provider does not answer', async () => {
    provider.setUnavailable(true);
    try {
      const { status, body } = await create(admin, { packId: 'pack-180', currency: 'BTC' });
      expect([status, body.code]).toEqual([503, 'payment_provider_unavailable']);
    } finally {
      provider.setUnavailable(false);
    }
  });
});
