import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { InvalidWebhookSignature, type ProviderEventType, type ProviderWebhookEvent } from '../provider';

const SIGNATURE = /^sha256=([0-9a-f]{64})$/i;

/** BTCPay's WebhookInvoiceEvent (swagger.template.webhooks.json); only what the product reads. */
const WebhookBody = z.object({
  deliveryId: z.string().min(1),
  type: z.string().min(1),
  storeId: z.string().nullish(),
  invoiceId: z.string().nullish(),
});

const EVENT_TYPES: Readonly<Record<string, ProviderEventType>> = {
  InvoiceSettled: 'settled',
  InvoiceExpired: 'expired',
  InvoiceInvalid: 'invalid',
  InvoicePaymentSettled: 'paymentReceived',
  InvoiceReceivedPayment: 'paymentReceived',
};

/**
 * Checks `BTCPay-Sig: sha256=<hex>`, the HMAC-SHA256 of the raw body with the webhook's secret, in constant
 * time, then reads the event. Only the invoice id is taken from the body: the settlement process re-reads the
 * invoice from BTCPay itself.
 *
 * A correctly signed event for another store is refused as InvalidWebhookSignature too: the signature only
 * proves the sender knows the secret, which then is shared by another store's webhook. Such an event can be
 * about none of our invoices, and answering 401 leaves the misconfiguration visible in BTCPay's delivery log
 * instead of acknowledging it quietly.
 */
export function parseBtcPayWebhook(
  rawBody: Buffer,
  headers: Readonly<Record<string, string | string[] | undefined>>,
  options: { readonly webhookSecret: string; readonly storeId: string },
): ProviderWebhookEvent {
  const header = headerValue(headers, 'btcpay-sig');
  const provided = header === undefined ? null : SIGNATURE.exec(header.trim());
  if (!provided) throw new InvalidWebhookSignature('BTCPay-Sig header missing or not sha256=<64 hex digits>');
  const expected = createHmac('sha256', options.webhookSecret).update(rawBody).digest();
  const given = Buffer.from(provided[1]!, 'hex');
  // timingSafeEqual needs equal lengths; the pattern already makes both 32 bytes, the check keeps it so.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new InvalidWebhookSignature('BTCPay-Sig does not match the body');
  }

  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new Error('BTCPay webhook: the signed body is not JSON');
  }
  const body = WebhookBody.safeParse(json);
  if (!body.success) throw new Error('BTCPay webhook: the signed body has no deliveryId or type');
  const { deliveryId, type, storeId, invoiceId } = body.data;
  if (storeId && storeId !== options.storeId) {
    throw new InvalidWebhookSignature(`BTCPay webhook for store ${storeId}, not the configured store`);
  }
  const eventType = EVENT_TYPES[type] ?? 'other';
  if (eventType !== 'other' && !invoiceId) throw new Error(`BTCPay webhook: ${type} without an invoiceId`);
  // Events the product does not act on (InvoiceCreated, InvoiceProcessing, payment requests…) may have no
  // invoice: 'other' with an empty id, which callers acknowledge and ignore.
  return { deliveryId, invoiceId: invoiceId ?? '', type: eventType };
}

function headerValue(
  headers: Readonly<Record<string, string | string[] | undefined>>,
  name: string,
): string | undefined {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== name) continue;
    return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}
