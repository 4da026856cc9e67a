import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, createFakeInvoice, notFound, readBody, send, sendCheckoutPage } from './fakeHttp';
import {
  invoiceData,
  invoicePaymentMethods,
  paidSats,
  randomId,
  webhookBody,
  type FakeInvoice,
  type FakeWebhookType,
} from './fakeInvoices';

/**
 * TEST SUPPORT ONLY: a local BTCPay Server stand-in for the adapter's contract tests, the backend's
 * integration tests and the Chromium journey. A real HTTP server answers the Greenfield endpoints the
 * adapter uses (store payment methods, invoice create/get, invoice payment methods) as BTCPay does,
 * including its 401/403/404/422 answers; controls move an invoice along (paid, underpaid, expired, invalid)
 * and POST the matching webhooks, signed with a real HMAC-SHA256 `BTCPay-Sig`, to the webhook URL.
 * Delivery failures are recorded in deliveries(), never thrown. Invoices never expire by the clock: only
 * expire() does, so tests do not depend on timing.
 */

export interface FakeBtcPayOptions {
  readonly storeId: string;
  readonly apiKey: string;
  readonly webhookSecret: string;
  readonly webhookUrl?: string;
  /** The store's payment methods; BTC on-chain and Lightning enabled, LTC on-chain disabled by default. */
  readonly paymentMethods?: ReadonlyArray<{ readonly paymentMethodId: string; readonly enabled: boolean }>;
  /** CAD per unit; BTC 100 000 and LTC 120 by default. */
  readonly rates?: Readonly<Record<string, number>>;
  readonly port?: number;
  /** Where its checkout links point (as a compromised or misconfigured server's might); its own URL by default. */
  readonly checkoutOrigin?: string;
}

export interface FakeDelivery {
  readonly deliveryId: string;
  readonly originalDeliveryId: string;
  readonly invoiceId: string;
  readonly type: FakeWebhookType;
  readonly url: string | null;
  /** The receiver's HTTP status, or null when it could not be reached. */
  readonly status: number | null;
  readonly error: string | null;
}

export interface FakeBtcPay {
  readonly url: string;
  invoices(): readonly FakeInvoice[];
  deliveries(): readonly FakeDelivery[];
  /** Paid in full (late if it had expired: PaidLate), or by 10% more with `overpaid` (PaidOver). */
  settle(invoiceId: string, options?: { overpaid?: boolean }): Promise<void>;
  /** The full payment is seen but not confirmed yet: Processing. settle() confirms it. */
  receivePayment(invoiceId: string): Promise<void>;
  /** Half the amount is paid (PaidPartial); the invoice then expires unless `expire: false`. */
  underpay(invoiceId: string, options?: { expire?: boolean }): Promise<void>;
  expire(invoiceId: string): Promise<void>;
  /** Marked invalid, as staff can in BTCPay. */
  invalidate(invoiceId: string): Promise<void>;
  /** Sends `type` about the invoice `times` times at once: the original delivery and redeliveries of it. */
  deliverWebhook(invoiceId: string, type: FakeWebhookType, times?: number): Promise<void>;
  setWebhookUrl(url: string | null): void;
  /** While on, every API call answers 503, as BTCPay does behind a proxy while it restarts. */
  setUnavailable(unavailable: boolean): void;
  close(): Promise<void>;
}

const DEFAULT_METHODS = [
  { paymentMethodId: 'BTC-CHAIN', enabled: true },
  { paymentMethodId: 'BTC-LN', enabled: true },
  { paymentMethodId: 'LTC-CHAIN', enabled: false },
];
const DEFAULT_RATES: Readonly<Record<string, number>> = { BTC: 100_000, LTC: 120 };

export async function startFakeBtcPay(options: FakeBtcPayOptions): Promise<FakeBtcPay> {
  const methods = options.paymentMethods ?? DEFAULT_METHODS;
  const rates = options.rates ?? DEFAULT_RATES;
  const webhookId = randomId();
  const store = new Map<string, FakeInvoice>();
  const deliveries: FakeDelivery[] = [];
  let webhookUrl = options.webhookUrl ?? null;
  let unavailable = false;
  let baseUrl = '';

  function route(method: string, path: string, body: unknown): unknown {
    if (method === 'GET' && path === '/api/v1/health') return { synchronized: true };
    const match = /^\/api\/v1\/stores\/([^/]+)\/(payment-methods|invoices)(?:\/([^/]+)(\/payment-methods)?)?\/?$/.exec(
      path,
    );
    if (!match) throw notFound('not-found', 'Not found');
    const [, storeId, collection, invoiceId, sub] = match;
    if (decodeURIComponent(storeId!) !== options.storeId) {
      throw new ApiError(403, {
        code: 'missing-permission',
        message: 'Insufficient API Permissions. Please use an API key with permission btcpay.store.canviewinvoices',
      });
    }
    if (collection === 'payment-methods' && !invoiceId && method === 'GET') return methods;
    if (collection === 'invoices' && !invoiceId && method === 'POST') {
      const invoice = createFakeInvoice(body, { storeId: options.storeId, methods, rates });
      store.set(invoice.id, invoice);
      return invoiceData(invoice, options.checkoutOrigin ?? baseUrl);
    }
    const invoice = invoiceId ? store.get(decodeURIComponent(invoiceId)) : undefined;
    if (collection === 'invoices' && invoiceId && method === 'GET') {
      if (!invoice) throw notFound('invoice-not-found', 'The invoice was not found');
      return sub ? invoicePaymentMethods(invoice) : invoiceData(invoice, options.checkoutOrigin ?? baseUrl);
    }
    throw notFound('not-found', 'Not found');
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const checkout = /^\/i\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && checkout) return sendCheckoutPage(response, store.get(checkout[1]!));
    if (unavailable) return send(response, 503, { code: 'unavailable', message: 'Service Unavailable' });
    if (url.pathname !== '/api/v1/health' && request.headers.authorization !== `token ${options.apiKey}`) {
      return send(response, 401, {
        code: 'unauthenticated',
        message: 'Authentication is required for accessing this endpoint',
      });
    }
    const raw = await readBody(request);
    let body: unknown;
    try {
      body = raw.length > 0 ? JSON.parse(raw.toString('utf8')) : undefined;
    } catch {
      return send(response, 422, [{ path: '', message: 'Invalid JSON' }]);
    }
    let answer: unknown;
    try {
      answer = route(request.method ?? 'GET', url.pathname, body);
    } catch (error) {
      if (error instanceof ApiError) return send(response, error.status, error.body);
      throw error;
    }
    const onlyEnabled = url.searchParams.get('onlyEnabled');
    if (Array.isArray(answer) && answer === methods && onlyEnabled !== null) {
      answer = methods.filter((method) => method.enabled === (onlyEnabled === 'true'));
    }
    send(response, 200, answer);
  }

  async function deliverOnce(invoice: FakeInvoice, type: FakeWebhookType, originalDeliveryId: string | null) {
    const deliveryId = randomId();
    const ids = {
      webhookId,
      deliveryId,
      originalDeliveryId: originalDeliveryId ?? deliveryId,
      isRedelivery: originalDeliveryId !== null,
    };
    const payload = Buffer.from(JSON.stringify(webhookBody(invoice, type, ids)));
    const signature = createHmac('sha256', options.webhookSecret).update(payload).digest('hex');
    const record = {
      deliveryId,
      originalDeliveryId: ids.originalDeliveryId,
      invoiceId: invoice.id,
      type,
      url: webhookUrl,
    };
    if (!webhookUrl) {
      deliveries.push({ ...record, status: null, error: 'no webhook URL configured' });
      return deliveryId;
    }
    try {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'BTCPay-Sig': `sha256=${signature}` },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      deliveries.push({ ...record, status: response.status, error: null });
    } catch (error) {
      deliveries.push({ ...record, status: null, error: error instanceof Error ? error.message : String(error) });
    }
    return deliveryId;
  }

  async function deliverWebhook(invoiceId: string, type: FakeWebhookType, times = 1): Promise<void> {
    const invoice = existing(invoiceId);
    const original = await deliverOnce(invoice, type, null);
    await Promise.all(Array.from({ length: times - 1 }, () => deliverOnce(invoice, type, original)));
  }

  /** Each webhook after the previous one was answered, in the order BTCPay sends them. */
  async function deliverInOrder(invoice: FakeInvoice, types: readonly FakeWebhookType[]) {
    for (const type of types) await deliverOnce(invoice, type, null);
  }

  function existing(invoiceId: string): FakeInvoice {
    const invoice = store.get(invoiceId);
    if (!invoice) throw new Error(`fake BTCPay: no invoice ${invoiceId}`);
    return invoice;
  }

  async function expire(invoiceId: string): Promise<void> {
    const invoice = existing(invoiceId);
    if (invoice.status !== 'New') throw new Error(`fake BTCPay: invoice ${invoiceId} is ${invoice.status}`);
    invoice.status = 'Expired';
    await deliverInOrder(invoice, ['InvoiceExpired']);
  }

  function pay(invoice: FakeInvoice, sats: number, status: 'Processing' | 'Settled') {
    const receivedDate = Math.floor(Date.now() / 1000);
    invoice.payments.push({
      id: randomId(64, '0123456789abcdef'),
      receivedDate,
      sats,
      status,
      afterExpiration: invoice.status === 'Expired',
    });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) send(response, 500, { code: 'server-error', message: String(error) });
      else response.destroy();
    });
  });
  server.on('clientError', (_error, socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    invoices: () => [...store.values()].map((invoice) => structuredClone(invoice)),
    deliveries: () => [...deliveries],
    async settle(invoiceId, { overpaid = false } = {}) {
      const invoice = existing(invoiceId);
      if (invoice.status === 'Settled' || invoice.status === 'Invalid') {
        throw new Error(`fake BTCPay: invoice ${invoiceId} is already ${invoice.status}`);
      }
      const late = invoice.status === 'Expired';
      const remaining = invoice.dueSats - paidSats(invoice) + (overpaid ? Math.ceil(invoice.dueSats / 10) : 0);
      for (const payment of invoice.payments) payment.status = 'Settled';
      if (remaining > 0) pay(invoice, remaining, 'Settled');
      invoice.status = 'Settled';
      invoice.additionalStatus = overpaid ? 'PaidOver' : late ? 'PaidLate' : 'None';
      await deliverInOrder(invoice, [
        ...(remaining > 0 ? (['InvoiceReceivedPayment'] as const) : []),
        'InvoicePaymentSettled',
        'InvoiceSettled',
      ]);
    },
    async receivePayment(invoiceId) {
      const invoice = existing(invoiceId);
      if (invoice.status !== 'New') throw new Error(`fake BTCPay: invoice ${invoiceId} is ${invoice.status}`);
      pay(invoice, invoice.dueSats - paidSats(invoice), 'Processing');
      invoice.status = 'Processing';
      await deliverInOrder(invoice, ['InvoiceReceivedPayment', 'InvoiceProcessing']);
    },
    async underpay(invoiceId, { expire: andExpire = true } = {}) {
      const invoice = existing(invoiceId);
      if (invoice.status !== 'New') throw new Error(`fake BTCPay: invoice ${invoiceId} is ${invoice.status}`);
      pay(invoice, Math.floor(invoice.dueSats / 2), 'Settled');
      invoice.additionalStatus = 'PaidPartial';
      await deliverInOrder(invoice, ['InvoiceReceivedPayment', 'InvoicePaymentSettled']);
      if (andExpire) await expire(invoiceId);
    },
    expire,
    async invalidate(invoiceId) {
      const invoice = existing(invoiceId);
      invoice.status = 'Invalid';
      invoice.additionalStatus = 'Marked';
      await deliverInOrder(invoice, ['InvoiceInvalid']);
    },
    deliverWebhook,
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    setUnavailable(value) {
      unavailable = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
