import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/api';
import { fakePaymentProvider } from './testing';

/** Crypto is offered only on the Quebec site with a provider configured (docs/product.md §3). */
let canada: TestApi;
let unconfigured: TestApi;
beforeAll(async () => {
  [canada, unconfigured] = await Promise.all([
    startTestApi({ WEBSITE: 'CA' }, new Map(), { paymentProvider: fakePaymentProvider() }),
    startTestApi({ WEBSITE: 'QC' }),
  ]);
});
afterAll(async () => {
  await Promise.all([canada?.close(), unconfigured?.close()]);
});

describe('crypto where it is not offered', () => {
  for (const [site, api] of [
    ['Canada', () => canada],
    ['Quebec without a provider', () => unconfigured],
  ] as const) {
    it(`answers 404 crypto_unavailable on ${site}`, async () => {
      const anonymous = api().client();
      // The site's plain question is answered without an error, so nothing logs a 404 to learn it.
      const offer = await anonymous.request<{ offered: boolean }>('GET', '/api/crypto/offer');
      expect([offer.status, offer.body]).toEqual([200, { offered: false }]);
      const currencies = await anonymous.request<{ code: string }>('GET', '/api/crypto/currencies');
      expect([currencies.status, currencies.body.code]).toEqual([404, 'crypto_unavailable']);
      const member = await api().as('escort');
      const created = await member.request<{ code: string }>('POST', '/api/crypto/payment-intents', {
        packId: 'pack-30',
        currency: 'BTC',
      });
      expect([created.status, created.body.code]).toEqual([404, 'crypto_unavailable']);
      expect((await member.request('GET', '/api/crypto/payment-intents')).body).toEqual([]);
      const webhook = await anonymous.request<{ code: string }>('POST', '/api/crypto/webhook', {
        type: 'InvoiceSettled',
      });
      expect([webhook.status, webhook.body.code]).toEqual([404, 'crypto_unavailable']);
    });
  }

  it('builds no provider from a configuration without BTCPay', () => {
    expect(unconfigured.deps.paymentProvider).toBeNull();
  });
});
