import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  InvalidWebhookSignature,
  ProviderUnavailable,
  type CryptoCurrency,
  type InvoicePaymentState,
  type InvoiceStatus,
  type PaymentProvider,
  type ProviderEventType,
  type ProviderInvoice,
} from './provider';

/** BTCPay's webhook event names, as the fake signs them. */
const WEBHOOK_TYPES: Record<'settled' | 'expired' | 'invalid' | 'paymentReceived', string> = {
  settled: 'InvoiceSettled',
  expired: 'InvoiceExpired',
  invalid: 'InvoiceInvalid',
  paymentReceived: 'InvoicePaymentSettled',
};
const EVENT_TYPES: Record<string, ProviderEventType> = Object.fromEntries(
  Object.entries(WEBHOOK_TYPES).map(([type, name]) => [name, type as ProviderEventType]),
);

export interface SignedWebhook {
  readonly body: string;
  readonly headers: Record<string, string>;
}

export interface FakePaymentProvider extends PaymentProvider {
  readonly webhookSecret: string;
  /** Every invoice created, in order. */
  invoices(): ProviderInvoice[];
  /** Paid in full (or more) and confirmed. */
  settle(invoiceId: string, options?: { overpaid?: boolean }): void;
  /** Expired with only part of the amount paid. */
  underpay(invoiceId: string): void;
  expire(invoiceId: string): void;
  invalidate(invoiceId: string): void;
  /** While true, every call fails as a provider that does not answer. */
  setUnavailable(unavailable: boolean): void;
  /** A webhook delivery about the invoice, signed as BTCPay signs it (`BTCPay-Sig: sha256=<hex HMAC>`). */
  webhook(invoiceId: string, type: keyof typeof WEBHOOK_TYPES, secret?: string): SignedWebhook;
  /** How many times the invoice was read (the route's re-read is throttled). */
  reads(invoiceId: string): number;
}

/**
 * An in-memory PaymentProvider for tests of the payment process and routes: the product itself has no fake
 * provider (crypto is not offered without one). Its webhooks use BTCPay's signature scheme.
 */
export function fakePaymentProvider(
  options: { webhookSecret?: string; currencies?: CryptoCurrency[]; now?: () => Date } = {},
): FakePaymentProvider {
  const webhookSecret = options.webhookSecret ?? 'fake-webhook-secret';
  const now = options.now ?? (() => new Date());
  const accepted = options.currencies ?? [
    { code: 'BTC', name: 'Bitcoin' },
    { code: 'LTC', name: 'Litecoin' },
  ];
  const invoices = new Map<string, ProviderInvoice>();
  const readCounts = new Map<string, number>();
  let unavailable = false;

  const available = () => {
    if (unavailable) throw new ProviderUnavailable('The fake provider is down');
  };
  const invoice = (invoiceId: string) => {
    const found = invoices.get(invoiceId);
    if (!found) throw new Error(`No invoice ${invoiceId}`);
    return found;
  };
  const change = (
    invoiceId: string,
    status: InvoiceStatus,
    paymentState: InvoicePaymentState,
    paid: (amount: string) => string,
  ) => {
    const current = invoice(invoiceId);
    invoices.set(invoiceId, {
      ...current,
      status,
      paymentState,
      payment: current.payment && { ...current.payment, paid: paid(current.payment.amount) },
    });
  };
  const sign = (body: string, secret: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

  return {
    webhookSecret,
    async currencies() {
      available();
      return accepted;
    },
    async createInvoice({ amountCad, currency }) {
      available();
      const invoiceId = `fake-${randomUUID().slice(0, 8)}`;
      const address = `bc1q${invoiceId.slice(5)}`;
      const amount = (amountCad / 100_000).toFixed(8);
      const created: ProviderInvoice = {
        invoiceId,
        status: 'new',
        paymentState: 'none',
        checkoutLink: `https://pay.example/i/${invoiceId}`,
        expiresAt: new Date(now().getTime() + 30 * 60_000),
        payment: {
          currency,
          address,
          amount,
          paymentLink: `bitcoin:${address}?amount=${amount}`,
          rate: '100000',
          paid: '0',
        },
      };
      invoices.set(invoiceId, created);
      return created;
    },
    async getInvoice(invoiceId) {
      available();
      readCounts.set(invoiceId, (readCounts.get(invoiceId) ?? 0) + 1);
      return invoice(invoiceId);
    },
    parseWebhook(rawBody, headers) {
      const header = headers['btcpay-sig'];
      const value = Array.isArray(header) ? header[0] : header;
      const expected = Buffer.from(sign(rawBody.toString('utf8'), webhookSecret));
      const given = Buffer.from(value ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new InvalidWebhookSignature('BTCPay-Sig does not match the body');
      }
      const body = JSON.parse(rawBody.toString('utf8')) as { deliveryId: string; invoiceId: string; type: string };
      return { deliveryId: body.deliveryId, invoiceId: body.invoiceId, type: EVENT_TYPES[body.type] ?? 'other' };
    },
    invoices: () => [...invoices.values()],
    settle(invoiceId, { overpaid = false } = {}) {
      change(invoiceId, 'settled', overpaid ? 'paidOver' : 'none', (amount) =>
        overpaid ? (Number(amount) * 1.5).toFixed(8) : amount,
      );
    },
    underpay(invoiceId) {
      change(invoiceId, 'expired', 'paidPartial', (amount) => (Number(amount) / 2).toFixed(8));
    },
    expire(invoiceId) {
      change(invoiceId, 'expired', 'none', () => '0');
    },
    invalidate(invoiceId) {
      change(invoiceId, 'invalid', 'none', () => '0');
    },
    setUnavailable(value) {
      unavailable = value;
    },
    webhook(invoiceId, type, secret = webhookSecret) {
      const body = JSON.stringify({
        deliveryId: randomUUID(),
        webhookId: 'fake-webhook',
        originalDeliveryId: randomUUID(),
        isRedelivery: false,
        type: WEBHOOK_TYPES[type],
        timestamp: Math.floor(now().getTime() / 1000),
        storeId: 'fake-store',
        invoiceId,
      });
      return { body, headers: { 'content-type': 'application/json', 'btcpay-sig': sign(body, secret) } };
    },
    reads: (invoiceId) => readCounts.get(invoiceId) ?? 0,
  };
}
