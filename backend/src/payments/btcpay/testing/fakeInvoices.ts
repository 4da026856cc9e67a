import { randomBytes } from 'node:crypto';

/**
 * Test support for fakeServer.ts: the invoices a fake BTCPay store holds, and the Greenfield payloads built
 * from them, shaped as BTCPay 2.x documents them (BTCPayServer/wwwroot/swagger/v1/swagger.template.invoices.json
 * and swagger.template.webhooks.json). Amounts are kept in the currency's smallest unit (satoshis).
 */

export type FakeInvoiceStatus = 'New' | 'Processing' | 'Expired' | 'Invalid' | 'Settled';
export type FakeAdditionalStatus = 'None' | 'PaidLate' | 'PaidPartial' | 'Marked' | 'Invalid' | 'PaidOver';

export interface FakePayment {
  readonly id: string;
  readonly receivedDate: number;
  readonly sats: number;
  /** Received once the invoice had expired (settled late). */
  readonly afterExpiration: boolean;
  status: 'Processing' | 'Settled';
}

export interface FakeInvoice {
  readonly id: string;
  readonly storeId: string;
  /** In the invoice currency (CAD), as BTCPay echoes it. */
  readonly amount: string;
  readonly currency: string;
  readonly metadata: Readonly<Record<string, unknown>>;
  readonly createdTime: number;
  readonly expirationTime: number;
  readonly paymentMethodId: string;
  readonly cryptoCode: string;
  /** CAD per unit of cryptoCode. */
  readonly rate: number;
  readonly dueSats: number;
  readonly destination: string;
  status: FakeInvoiceStatus;
  additionalStatus: FakeAdditionalStatus;
  payments: FakePayment[];
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

/** Random ids from an alphabet, like BTCPay's 22-character base58 invoice ids. */
export function randomId(length = 22, alphabet = BASE58): string {
  return Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join('');
}

/**
 * A regtest-looking address (bcrt1q…, no valid checksum): plausible on screen and in a QR code, and useless
 * on any real network should someone try to pay it.
 */
export function fakeAddress(cryptoCode: string): string {
  const prefix = cryptoCode === 'BTC' ? 'bcrt1q' : `${cryptoCode.toLowerCase()}rt1q`;
  return prefix + randomId(38, BECH32);
}

export function satsToDecimal(sats: number): string {
  const sign = sats < 0 ? '-' : '';
  const abs = Math.abs(sats);
  return `${sign}${Math.floor(abs / 1e8)}.${String(abs % 1e8).padStart(8, '0')}`;
}

/** Rounded up to the satoshi, as BTCPay does, so paying the shown amount always covers the invoice. */
export function cadToSats(amountCad: number, rateCad: number): number {
  return Math.ceil((Math.round(amountCad * 100) * 1e6) / rateCad);
}

export const paidSats = (invoice: FakeInvoice) => invoice.payments.reduce((sum, payment) => sum + payment.sats, 0);

const URI_SCHEMES: Readonly<Record<string, string>> = { BTC: 'bitcoin', LTC: 'litecoin' };

function paymentLink(invoice: FakeInvoice): string {
  const due = Math.max(invoice.dueSats - paidSats(invoice), 0);
  const scheme = URI_SCHEMES[invoice.cryptoCode] ?? invoice.cryptoCode.toLowerCase();
  return `${scheme}:${invoice.destination}?amount=${satsToDecimal(due)}`;
}

/** InvoiceData. */
export function invoiceData(invoice: FakeInvoice, baseUrl: string) {
  const expirationMinutes = Math.round((invoice.expirationTime - invoice.createdTime) / 60);
  const paidCad = (paidSats(invoice) * invoice.rate) / 1e8;
  return {
    id: invoice.id,
    storeId: invoice.storeId,
    amount: invoice.amount,
    paidAmount: paidCad.toFixed(2),
    currency: invoice.currency,
    type: 'Standard',
    checkoutLink: `${baseUrl}/i/${invoice.id}`,
    createdTime: invoice.createdTime,
    expirationTime: invoice.expirationTime,
    monitoringExpiration: invoice.expirationTime + 24 * 3600,
    status: invoice.status,
    additionalStatus: invoice.additionalStatus,
    availableStatusesForManualMarking: invoice.status === 'Settled' ? ['Invalid'] : ['Settled', 'Invalid'],
    archived: false,
    metadata: invoice.metadata,
    checkout: {
      speedPolicy: 'MediumSpeed',
      paymentMethods: [invoice.paymentMethodId],
      defaultPaymentMethod: invoice.paymentMethodId,
      lazyPaymentMethods: false,
      expirationMinutes,
      monitoringMinutes: 1440,
      paymentTolerance: 0,
      redirectURL: null,
      redirectAutomatically: false,
      defaultLanguage: null,
    },
    receipt: { enabled: true, showQR: null, showPayments: null },
  };
}

function paymentModel(invoice: FakeInvoice, payment: FakePayment) {
  return {
    id: payment.id,
    receivedDate: payment.receivedDate,
    value: satsToDecimal(payment.sats),
    fee: '0.00000000',
    status: payment.status,
    destination: invoice.destination,
  };
}

/** InvoicePaymentMethodDataModel[]: the one on-chain prompt the fake gives each invoice. */
export function invoicePaymentMethods(invoice: FakeInvoice) {
  const paid = paidSats(invoice);
  return [
    {
      paymentMethodId: invoice.paymentMethodId,
      currency: invoice.cryptoCode,
      destination: invoice.destination,
      paymentLink: paymentLink(invoice),
      rate: invoice.rate.toFixed(2),
      paymentMethodPaid: satsToDecimal(paid),
      totalPaid: satsToDecimal(paid),
      due: satsToDecimal(invoice.dueSats - paid),
      amount: satsToDecimal(invoice.dueSats),
      paymentMethodFee: '0.00000000',
      payments: invoice.payments.map((payment) => paymentModel(invoice, payment)),
      activated: true,
      additionalData: { recommendedFeeRate: 1, paymentMethodFeeRate: 1, keyPath: '0/0' },
    },
  ];
}

export type FakeWebhookType =
  | 'InvoiceCreated'
  | 'InvoiceReceivedPayment'
  | 'InvoiceProcessing'
  | 'InvoicePaymentSettled'
  | 'InvoiceSettled'
  | 'InvoiceExpired'
  | 'InvoiceInvalid';

export interface DeliveryIds {
  readonly webhookId: string;
  readonly deliveryId: string;
  readonly originalDeliveryId: string;
  readonly isRedelivery: boolean;
}

/** WebhookInvoiceEvent and its per-type additions, as of the invoice's current state. */
export function webhookBody(invoice: FakeInvoice, type: FakeWebhookType, ids: DeliveryIds) {
  const base = {
    ...ids,
    type,
    timestamp: Math.floor(Date.now() / 1000),
    storeId: invoice.storeId,
    invoiceId: invoice.id,
    metadata: invoice.metadata,
  };
  const overPaid = invoice.additionalStatus === 'PaidOver';
  const lastPayment = invoice.payments.at(-1);
  switch (type) {
    case 'InvoiceSettled':
      return { ...base, manuallyMarked: invoice.additionalStatus === 'Marked', overPaid };
    case 'InvoiceProcessing':
      return { ...base, overPaid };
    case 'InvoiceExpired':
      return { ...base, partiallyPaid: invoice.payments.length > 0 };
    case 'InvoiceInvalid':
      return { ...base, manuallyMarked: invoice.additionalStatus === 'Marked' };
    case 'InvoiceReceivedPayment':
    case 'InvoicePaymentSettled':
      return {
        ...base,
        afterExpiration: lastPayment?.afterExpiration ?? false,
        paymentMethodId: invoice.paymentMethodId,
        payment: lastPayment ? paymentModel(invoice, lastPayment) : null,
      };
    case 'InvoiceCreated':
      return base;
  }
}
