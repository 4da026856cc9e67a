import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  InvalidWebhookSignature,
  ProviderUnavailable,
  UntrustedProviderAnswer,
  type PaymentProvider,
} from '../provider';
import { startFakeBtcPay, type FakeBtcPay } from './testing/fakeServer';
import { createBtcPayProvider } from './index';

const STORE_ID = '9CiNzKoANXxmk5ayZngSXrHTiVvvgCrwrpFQd4m2K776';
const API_KEY = 'a3f1c0ffee0ddba11c0ffee0ddba11c0ffee0dd';
const SECRET = 'whsec-4c6b9e2d';

interface Received {
  readonly body: Buffer;
  readonly headers: IncomingHttpHeaders;
}

/** Our side of the webhook: records each delivery as BTCPay sent it (raw bytes and headers). */
async function startReceiver(): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ body: Buffer.concat(chunks), headers: request.headers });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/crypto/webhook`, received, server };
}

const sign = (body: string | Buffer, secret = SECRET) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

let fake: FakeBtcPay;
let provider: PaymentProvider;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => new Promise<void>((resolve) => receiver.server.close(() => resolve())));
beforeEach(async () => {
  receiver.received.length = 0;
  fake = await startFakeBtcPay({ storeId: STORE_ID, apiKey: API_KEY, webhookSecret: SECRET, webhookUrl: receiver.url });
  provider = createBtcPayProvider({ url: fake.url, storeId: STORE_ID, apiKey: API_KEY, webhookSecret: SECRET });
});
afterEach(() => fake.close());

const newInvoice = () =>
  provider.createInvoice({ intentId: 'intent-1', amountCad: 25, currency: 'BTC', description: '30 credits' });

describe('currencies', () => {
  it('lists what the store accepts on-chain: enabled methods only, Lightning left out', async () => {
    expect(await provider.currencies()).toEqual([{ code: 'BTC', name: 'Bitcoin' }]);
    const lightningOnly = await startFakeBtcPay({
      storeId: STORE_ID,
      apiKey: API_KEY,
      webhookSecret: SECRET,
      paymentMethods: [
        { paymentMethodId: 'BTC-LN', enabled: true },
        { paymentMethodId: 'LTC-CHAIN', enabled: true },
      ],
    });
    const other = createBtcPayProvider({
      url: lightningOnly.url,
      storeId: STORE_ID,
      apiKey: API_KEY,
      webhookSecret: SECRET,
    });
    expect(await other.currencies()).toEqual([{ code: 'LTC', name: 'Litecoin' }]);
    await lightningOnly.close();
  });

  it("reads a BTCPay 1.x server's method names and creates the invoice with them", async () => {
    const sent: unknown[] = [];
    const v1 = createBtcPayProvider({
      url: 'http://btcpay.invalid',
      storeId: STORE_ID,
      apiKey: API_KEY,
      webhookSecret: SECRET,
      // BTCPay 1.x answers, as its Greenfield documentation showed them.
      fetch: async (input, init) => {
        const path = new URL(String(input)).pathname;
        if (init?.body) sent.push(JSON.parse(String(init.body)));
        const json = path.endsWith('/stores/' + STORE_ID + '/payment-methods')
          ? [
              { enabled: true, paymentMethod: 'BTC', cryptoCode: 'BTC' },
              { enabled: true, paymentMethod: 'BTC-LightningNetwork', cryptoCode: 'BTC' },
            ]
          : path.endsWith('/payment-methods')
            ? [
                {
                  paymentMethod: 'BTC',
                  cryptoCode: 'BTC',
                  destination: 'bc1qv1',
                  paymentLink: 'bitcoin:bc1qv1',
                  amount: '0.001',
                  totalPaid: '0',
                  rate: '25000',
                },
              ]
            : {
                id: 'V1',
                checkoutLink: 'http://btcpay.invalid/i/V1',
                status: 'New',
                additionalStatus: 'None',
                expirationTime: 1_700_000_000,
                checkout: { paymentMethods: ['BTC'] },
              };
        return Response.json(json);
      },
    });
    expect(await v1.currencies()).toEqual([{ code: 'BTC', name: 'Bitcoin' }]);
    const invoice = await v1.createInvoice({ intentId: 'i', amountCad: 25, currency: 'BTC', description: 'x' });
    expect(sent).toMatchObject([{ checkout: { paymentMethods: ['BTC'] } }]);
    expect(invoice.payment).toMatchObject({ currency: 'BTC', address: 'bc1qv1', amount: '0.001', paid: '0' });
  });
});

describe('createInvoice', () => {
  it('asks BTCPay for a 30-minute CAD invoice carrying the intent id, payable on-chain in the currency', async () => {
    const invoice = await newInvoice();
    const [stored] = fake.invoices();
    expect(stored).toMatchObject({
      id: invoice.invoiceId,
      amount: '25.00',
      currency: 'CAD',
      metadata: { orderId: 'intent-1', itemDesc: '30 credits' },
      paymentMethodId: 'BTC-CHAIN',
    });
    expect(stored!.expirationTime - stored!.createdTime).toBe(30 * 60);
    expect(invoice.expiresAt).toEqual(new Date(stored!.expirationTime * 1000));
    expect(invoice.checkoutLink).toBe(`${fake.url}/i/${invoice.invoiceId}`);
  });

  it('gives the address, the amount due in BTC at the rate and a payment link for the QR code', async () => {
    const invoice = await newInvoice();
    const address = fake.invoices()[0]!.destination;
    expect(invoice).toMatchObject({ status: 'new', paymentState: 'none' });
    expect(invoice.payment).toEqual({
      currency: 'BTC',
      address,
      amount: '0.00025000', // 25 CAD at 100 000 CAD/BTC
      paymentLink: `bitcoin:${address}?amount=0.00025000`,
      rate: '100000.00',
      paid: '0.00000000',
    });
  });

  it('refuses a currency the store does not accept, naming the endpoint', async () => {
    const refused = provider.createInvoice({ intentId: 'i', amountCad: 25, currency: 'LTC', description: 'x' });
    await expect(refused).rejects.toThrow(/422 to POST \/api\/v1\/stores\/.+\/invoices.*Invalid PaymentMethodId/);
    await expect(refused).rejects.not.toBeInstanceOf(ProviderUnavailable);
  });
});

describe('checkout links', () => {
  it.each([
    ['another host', 'https://btcpay.evil.example'],
    ['another port of the same host', 'http://127.0.0.1:1'],
    ['another scheme', 'javascript:alert(1)//'],
  ])("refuses an invoice whose checkoutLink points to %s than BTCPAY_URL's origin", async (_, origin) => {
    const elsewhere = await startFakeBtcPay({
      storeId: STORE_ID,
      apiKey: API_KEY,
      webhookSecret: SECRET,
      checkoutOrigin: origin,
    });
    try {
      const pointing = createBtcPayProvider({
        url: elsewhere.url,
        storeId: STORE_ID,
        apiKey: API_KEY,
        webhookSecret: SECRET,
      });
      const refused = pointing.createInvoice({ intentId: 'i', amountCad: 25, currency: 'BTC', description: 'x' });
      await expect(refused).rejects.toBeInstanceOf(UntrustedProviderAnswer);
      await expect(refused).rejects.toThrow(/checkoutLink outside BTCPAY_URL's origin/);
      // Read later (settlement), the invoice still answers, without the link.
      const read = await pointing.getInvoice(elsewhere.invoices()[0]!.id);
      expect(read).toMatchObject({ status: 'new', checkoutLink: '' });
    } finally {
      await elsewhere.close();
    }
  });
});

describe('getInvoice', () => {
  const cases: ReadonlyArray<[string, (id: string) => Promise<void>, string, string, string]> = [
    ['just created', async () => {}, 'new', 'none', '0.00000000'],
    ['paid, unconfirmed', (id) => fake.receivePayment(id), 'processing', 'none', '0.00025000'],
    ['paid and confirmed', (id) => fake.settle(id), 'settled', 'none', '0.00025000'],
    ['overpaid', (id) => fake.settle(id, { overpaid: true }), 'settled', 'paidOver', '0.00027500'],
    ['half paid, still open', (id) => fake.underpay(id, { expire: false }), 'new', 'paidPartial', '0.00012500'],
    ['half paid, then expired', (id) => fake.underpay(id), 'expired', 'paidPartial', '0.00012500'],
    ['expired unpaid', (id) => fake.expire(id), 'expired', 'none', '0.00000000'],
    [
      'paid after expiry',
      async (id) => {
        await fake.expire(id);
        await fake.settle(id);
      },
      'settled',
      'paidLate',
      '0.00025000',
    ],
    ['marked invalid by staff', (id) => fake.invalidate(id), 'invalid', 'marked', '0.00000000'],
  ];

  it.each(cases)('reads an invoice %s', async (_, act, status, paymentState, paid) => {
    const { invoiceId } = await newInvoice();
    await act(invoiceId);
    const invoice = await provider.getInvoice(invoiceId);
    expect({ status: invoice.status, paymentState: invoice.paymentState, paid: invoice.payment?.paid }).toEqual({
      status,
      paymentState,
      paid,
    });
  });

  it('says plainly when the invoice does not exist', async () => {
    const missing = provider.getInvoice('NoSuchInvoice');
    await expect(missing).rejects.toThrow(/404 to GET .*\/invoices\/NoSuchInvoice.*invoice-not-found/);
    await expect(missing).rejects.not.toBeInstanceOf(ProviderUnavailable);
  });
});

describe('parseWebhook', () => {
  const parsedTypes = () => receiver.received.map(({ body, headers }) => provider.parseWebhook(body, headers));

  it('accepts the signed deliveries of a payment and reads their type and invoice', async () => {
    const { invoiceId } = await newInvoice();
    await fake.settle(invoiceId);
    expect(parsedTypes().map(({ type, invoiceId: id }) => [type, id])).toEqual([
      ['paymentReceived', invoiceId], // InvoiceReceivedPayment
      ['paymentReceived', invoiceId], // InvoicePaymentSettled
      ['settled', invoiceId], // InvoiceSettled
    ]);
  });

  it('reads expired, invalid and events the product ignores', async () => {
    const first = await newInvoice();
    const second = await newInvoice();
    await fake.expire(first.invoiceId);
    await fake.invalidate(second.invoiceId);
    await fake.deliverWebhook(second.invoiceId, 'InvoiceCreated');
    await fake.deliverWebhook(second.invoiceId, 'InvoiceProcessing');
    expect(parsedTypes().map(({ type }) => type)).toEqual(['expired', 'invalid', 'other', 'other']);
  });

  it('gives each redelivery its own delivery id', async () => {
    const { invoiceId } = await newInvoice();
    await fake.settle(invoiceId);
    receiver.received.length = 0;
    await fake.deliverWebhook(invoiceId, 'InvoiceSettled', 5);
    const events = parsedTypes();
    expect(events.map(({ type }) => type)).toEqual(Array(5).fill('settled'));
    expect(new Set(events.map(({ deliveryId }) => deliveryId)).size).toBe(5);
  });

  it('refuses a forged, missing, malformed or other-length signature', async () => {
    const { invoiceId } = await newInvoice();
    await fake.expire(invoiceId);
    const { body, headers } = receiver.received[0]!;
    const tampered = Buffer.from(body.toString('utf8').replace('InvoiceExpired', 'InvoiceSettled'));
    const attempts: Array<[Buffer, Record<string, string | undefined>]> = [
      [tampered, headers as Record<string, string>],
      [body, { 'btcpay-sig': sign(body, 'not-the-secret') }],
      [body, {}],
      [body, { 'btcpay-sig': sign(body).slice(0, 40) }],
      [body, { 'btcpay-sig': `${sign(body)}00` }],
      [body, { 'btcpay-sig': sign(body).replace('sha256=', 'sha1=') }],
    ];
    for (const [raw, attempt] of attempts) {
      expect(() => provider.parseWebhook(raw, attempt)).toThrow(InvalidWebhookSignature);
    }
    expect(provider.parseWebhook(body, { 'BTCPay-Sig': [sign(body)] }).type).toBe('expired');
  });

  it("refuses a correctly signed event about another store's invoice", () => {
    const body = JSON.stringify({ deliveryId: 'd1', type: 'InvoiceSettled', storeId: 'other-store', invoiceId: 'x' });
    expect(() => provider.parseWebhook(Buffer.from(body), { 'btcpay-sig': sign(body) })).toThrow(
      InvalidWebhookSignature,
    );
  });
});

describe('when BTCPay does not answer or refuses the key', () => {
  it('reports the provider unavailable when the server is gone', async () => {
    const { invoiceId } = await newInvoice();
    await fake.close();
    await expect(provider.currencies()).rejects.toBeInstanceOf(ProviderUnavailable);
    await expect(provider.getInvoice(invoiceId)).rejects.toThrow(/did not answer GET .*ECONNREFUSED/);
  });

  it('reports the provider unavailable on a 5xx answer', async () => {
    fake.setUnavailable(true);
    await expect(newInvoice()).rejects.toBeInstanceOf(ProviderUnavailable);
    fake.setUnavailable(false);
    await expect(newInvoice()).resolves.toMatchObject({ status: 'new' });
  });

  it('reports the provider unavailable when it answers too late', async () => {
    const silent = createServer(() => {}); // accepts, never answers
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const slow = createBtcPayProvider({
      url: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
      storeId: STORE_ID,
      apiKey: API_KEY,
      webhookSecret: SECRET,
      timeoutMs: 200,
    });
    await expect(slow.currencies()).rejects.toThrow(ProviderUnavailable);
    silent.closeAllConnections();
    silent.close();
  });

  it('names the endpoint, not the key, when the key is refused', async () => {
    const wrongKey = 'wrong-key-0123456789abcdef';
    const refused = createBtcPayProvider({ url: fake.url, storeId: STORE_ID, apiKey: wrongKey, webhookSecret: SECRET });
    const error = await refused.currencies().then(
      () => null,
      (caught: unknown) => caught as Error,
    );
    expect(error).not.toBeInstanceOf(ProviderUnavailable);
    expect(error?.message).toMatch(/401.*GET \/api\/v1\/stores\/.+\/payment-methods.*BTCPAY_API_KEY/);
    expect(error?.message).not.toContain(wrongKey);
    expect(error?.message).not.toContain(API_KEY);
  });

  it('says which setting to check when the key has no access to the store', async () => {
    const otherStore = createBtcPayProvider({
      url: fake.url,
      storeId: 'other',
      apiKey: API_KEY,
      webhookSecret: SECRET,
    });
    await expect(otherStore.currencies()).rejects.toThrow(/403.*BTCPAY_STORE_ID/);
  });
});
