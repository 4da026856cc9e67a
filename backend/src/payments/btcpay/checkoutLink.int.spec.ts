import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../test/api';
import { startFakeBtcPay, type FakeBtcPay } from './testing/fakeServer';
import { createBtcPayProvider } from './index';

/**
 * A BTCPay Server whose invoices send members elsewhere (compromised, or a proxy rewriting its answers): the
 * member's payment is refused with a 502 the site can show, and nothing is recorded (docs/security.md).
 */
const STORE_ID = 'store-checkout-links';
const API_KEY = 'api-key-checkout-links';
const SECRET = 'webhook-secret-checkout-links-0123456789';
let fake: FakeBtcPay;
let api: TestApi;

beforeAll(async () => {
  fake = await startFakeBtcPay({
    storeId: STORE_ID,
    apiKey: API_KEY,
    webhookSecret: SECRET,
    checkoutOrigin: 'https://pay.evil.example',
  });
  const paymentProvider = createBtcPayProvider({
    url: fake.url,
    storeId: STORE_ID,
    apiKey: API_KEY,
    webhookSecret: SECRET,
  });
  api = await startTestApi({}, new Map(), { paymentProvider });
});
afterAll(async () => {
  await api?.close();
  await fake?.close();
});

describe("an invoice whose checkout link leaves BTCPAY_URL's origin", () => {
  it('refuses the payment intent with 502 payment_provider_error and records none', async () => {
    const member = await api.as('escort');
    const created = await member.request<{ msg: string; code: string }>('POST', '/api/crypto/payment-intents', {
      packId: 'pack-30',
      currency: 'BTC',
    });
    expect(created).toMatchObject({ status: 502, body: { code: 'payment_provider_error', msg: expect.any(String) } });
    expect(JSON.stringify(created.body)).not.toContain('evil.example');
    expect((await member.request('GET', '/api/crypto/payment-intents')).body).toEqual([]);
  });
});
