import type { IncomingMessage, ServerResponse } from 'node:http';
import { cadToSats, fakeAddress, randomId, type FakeInvoice } from './fakeInvoices';

/** Test support for fakeServer.ts: creating an invoice as BTCPay checks the request, and HTTP plumbing. */

const MAX_BODY_BYTES = 1_000_000;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`fake BTCPay answer ${status}`);
  }
}

export const notFound = (code: string, message: string) => new ApiError(404, { code, message });

export interface FakeStore {
  readonly storeId: string;
  readonly methods: ReadonlyArray<{ readonly paymentMethodId: string; readonly enabled: boolean }>;
  readonly rates: Readonly<Record<string, number>>;
}

/** POST /api/v1/stores/{storeId}/invoices: BTCPay's checks that matter here, and its 422 answer. */
export function createFakeInvoice(body: unknown, { storeId, methods, rates }: FakeStore): FakeInvoice {
  const request = (body ?? {}) as {
    amount?: unknown;
    currency?: unknown;
    metadata?: Record<string, unknown>;
    checkout?: { paymentMethods?: unknown; expirationMinutes?: unknown };
  };
  const amount = Number(request.amount);
  const errors: { path: string; message: string }[] = [];
  if (!Number.isFinite(amount) || amount <= 0)
    errors.push({ path: 'amount', message: 'The amount should be more than 0.' });
  const requested = Array.isArray(request.checkout?.paymentMethods) ? request.checkout.paymentMethods : ['BTC-CHAIN'];
  // BTCPay 2.x still reads the 1.x id of an on-chain method ('BTC').
  const methodId = String(requested[0] ?? '').replace(/^([A-Za-z]+)$/, (code) => `${code.toUpperCase()}-CHAIN`);
  const enabled = methods.some((method) => method.enabled && method.paymentMethodId === methodId);
  const cryptoCode = methodId.split('-')[0]!;
  if (!enabled || !methodId.endsWith('-CHAIN') || rates[cryptoCode] === undefined) {
    errors.push({ path: 'checkout.paymentMethods[0]', message: 'Invalid PaymentMethodId' });
  }
  if (errors.length > 0) throw new ApiError(422, errors);
  const minutes = Number(request.checkout?.expirationMinutes ?? 15);
  const createdTime = Math.floor(Date.now() / 1000);
  const invoice: FakeInvoice = {
    id: randomId(),
    storeId,
    amount: amount.toFixed(2),
    currency: typeof request.currency === 'string' && request.currency ? request.currency : 'CAD',
    metadata: request.metadata ?? {},
    createdTime,
    expirationTime: createdTime + Math.round(minutes * 60),
    paymentMethodId: methodId,
    cryptoCode,
    rate: rates[cryptoCode]!,
    dueSats: cadToSats(amount, rates[cryptoCode]!),
    destination: fakeAddress(cryptoCode),
    status: 'New',
    additionalStatus: 'None',
    payments: [],
  };
  return invoice;
}

export function send(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  response.end(text);
}

export function sendCheckoutPage(response: ServerResponse, invoice: FakeInvoice | undefined): void {
  const text = invoice
    ? `<!doctype html><title>Invoice ${invoice.id}</title><p>Fake BTCPay checkout: ${invoice.status}</p>`
    : '<!doctype html><title>Not found</title><p>Invoice not found</p>';
  response.writeHead(invoice ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
  response.end(text);
}

export async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error('request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
