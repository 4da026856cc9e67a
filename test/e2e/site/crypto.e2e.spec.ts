import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeBtcPay, type FakeBtcPay } from '../../../backend/src/payments/btcpay/testing/fakeServer';
import { screenshot, shown } from './browser';
import { logInOnQuebecSite } from './logIn';
import { siteUnderTest } from './site';

/**
 * Crypto payment on the Quebec site (docs/product.md §3), against a local stand-in for BTCPay Server that
 * answers its Greenfield API and signs its webhooks as BTCPay does: the product is configured exactly as an
 * operator would configure it for a real server.
 */
const STORE = {
  storeId: 'store-e2e',
  apiKey: 'e2e-api-key-0123456789',
  webhookSecret: 'e2e-webhook-secret-0123456789',
};
let provider: FakeBtcPay;
beforeAll(async () => {
  provider = await startFakeBtcPay(STORE);
});
const site = siteUnderTest('QC', {
  env: () => ({
    BTCPAY_URL: provider.url,
    BTCPAY_STORE_ID: STORE.storeId,
    BTCPAY_API_KEY: STORE.apiKey,
    BTCPAY_WEBHOOK_SECRET: STORE.webhookSecret,
  }),
});
beforeAll(() => provider.setWebhookUrl(`${site.base()}/api/crypto/webhook`));
afterAll(async () => {
  await provider?.close();
});

const balanceOf = async (page: Page) => Number((await page.getByTestId('balance').textContent())?.match(/\d+/)?.[0]);

describe('crypto payment on the Quebec site', () => {
  it('lets a member buy 30 credits in bitcoin: address and QR code, then the balance rises once the provider settles', async () => {
    const page = await site.visit();
    await logInOnQuebecSite(page, 'client', '/transaction-history');
    await shown(page.getByRole('heading', { level: 1, name: 'Historique des crédits' }), 60_000);
    await shown(page.getByTestId('balance'));
    const before = await balanceOf(page);

    await page.goto('/transaction-history?modal=payment');
    const dialog = await shown(page.getByRole('dialog', { name: 'Acheter des crédits' }));
    await dialog.getByRole('radio', { name: /^30 crédits/ }).check();
    await (await shown(dialog.getByRole('radio', { name: 'Cryptomonnaie' }))).check();
    await (await shown(dialog.getByRole('radio', { name: 'Bitcoin (BTC)' }))).check();
    await dialog.getByRole('button', { name: 'Continuer' }).click();

    const payment = await shown(page.getByRole('dialog', { name: 'Payer en BTC' }), 30_000);
    await shown(payment.getByRole('img', { name: 'Code QR du paiement en BTC' }));
    const invoice = provider.invoices().at(-1)!;
    expect(invoice.metadata).toMatchObject({ orderId: expect.any(String) });
    await shown(payment.getByText(invoice.destination));
    await screenshot(page, 'crypto-payment-address');

    // The provider confirms the payment: its signed webhook reaches the product, which credits once.
    await provider.settle(invoice.id);
    await shown(page.getByText('30 crédits ajoutés à votre solde'), 30_000);
    await page.keyboard.press('Escape');
    await expect.poll(() => balanceOf(page), { timeout: 15_000 }).toBe(before + 30);
    await screenshot(page, 'crypto-payment-credited');
  });
});
