import { z } from 'zod';
import type { CryptoCurrency, InvoicePaymentState, InvoiceStatus, ProviderInvoice } from '../provider';

/**
 * The parts of BTCPay Server's Greenfield API answers the adapter reads (BTCPayServer/wwwroot/swagger/v1:
 * invoices, stores-payment-methods), checked at the boundary. BTCPay 2.x names payment methods
 * `BTC-CHAIN` / `BTC-LN` and a prompt's currency `currency`; 1.x said `BTC` / `BTC-LightningNetwork` and
 * `cryptoCode`. Both are read, so an older server still works.
 */

/** Greenfield writes decimals as strings; a number is tolerated (never seen, cheap to accept). */
const Decimal = z.union([z.string().regex(/^-?\d+(\.\d+)?$/), z.number().transform((n) => numberToDecimal(n))]);

function numberToDecimal(n: number): string {
  return n.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 12 });
}

export const GreenfieldInvoice = z.object({
  id: z.string().min(1),
  checkoutLink: z.string(),
  status: z.enum(['New', 'Processing', 'Expired', 'Invalid', 'Settled']),
  // Unknown future values read as 'None': the status alone still decides what happens.
  additionalStatus: z.string().nullish(),
  /** Unix seconds. */
  expirationTime: z.number(),
  checkout: z.object({ paymentMethods: z.array(z.string()).nullish() }).nullish(),
});
export type GreenfieldInvoice = z.infer<typeof GreenfieldInvoice>;

const InvoicePaymentMethod = z
  .object({
    paymentMethodId: z.string().optional(),
    paymentMethod: z.string().optional(), // 1.x
    currency: z.string().optional(),
    cryptoCode: z.string().optional(), // 1.x
    destination: z.string().nullish(),
    paymentLink: z.string().nullish(),
    rate: Decimal.nullish(),
    amount: Decimal,
    totalPaid: Decimal.nullish(),
    activated: z.boolean().optional(),
  })
  .transform(({ paymentMethodId, paymentMethod, currency, cryptoCode, ...rest }) => ({
    ...rest,
    id: paymentMethodId ?? paymentMethod ?? '',
    currency: currency ?? cryptoCode ?? currencyOfMethod(paymentMethodId ?? paymentMethod ?? ''),
  }));
export const GreenfieldInvoicePaymentMethods = z.array(InvoicePaymentMethod);
export type GreenfieldInvoicePaymentMethod = z.infer<typeof InvoicePaymentMethod>;

export const GreenfieldStorePaymentMethods = z.array(
  z
    .object({
      enabled: z.boolean(),
      paymentMethodId: z.string().optional(),
      paymentMethod: z.string().optional(), // 1.x
    })
    .transform(({ enabled, paymentMethodId, paymentMethod }) => ({
      enabled,
      id: paymentMethodId ?? paymentMethod ?? '',
    })),
);

/** `BTC-CHAIN` → `BTC`; 1.x `BTC`, `BTC_LightningLike`, `BTC-LightningNetwork` → `BTC`. */
export function currencyOfMethod(methodId: string): string {
  return methodId.split(/[-_]/)[0]!.toUpperCase();
}

/** On-chain methods only: the product shows an address and an amount, which Lightning does not fit. */
export function isOnChain(methodId: string): boolean {
  const suffix = methodId.split(/[-_]/).slice(1).join('-').toUpperCase();
  return suffix === '' || suffix === 'CHAIN' || suffix === 'ONCHAIN' || suffix === 'BTCLIKE';
}

const CURRENCY_NAMES: Readonly<Record<string, string>> = {
  BTC: 'Bitcoin',
  LTC: 'Litecoin',
  XMR: 'Monero',
  ZEC: 'Zcash',
  DOGE: 'Dogecoin',
  DASH: 'Dash',
  LBTC: 'Liquid Bitcoin',
  GRS: 'Groestlcoin',
  MONA: 'Monacoin',
  BTG: 'Bitcoin Gold',
};

export function toCurrency(code: string): CryptoCurrency {
  return { code, name: CURRENCY_NAMES[code] ?? code };
}

const STATUSES: Readonly<Record<GreenfieldInvoice['status'], InvoiceStatus>> = {
  New: 'new',
  Processing: 'processing',
  Settled: 'settled',
  Expired: 'expired',
  Invalid: 'invalid',
};

/** additionalStatus `Invalid` only repeats an invalid status, which `status` already says. */
const PAYMENT_STATES: Readonly<Record<string, InvoicePaymentState>> = {
  None: 'none',
  PaidPartial: 'paidPartial',
  PaidOver: 'paidOver',
  PaidLate: 'paidLate',
  Marked: 'marked',
};

/**
 * The invoice as the port describes it. The payment details are the prompt of the method the invoice was
 * created for (the adapter asks for exactly one), and null until BTCPay has a destination for it.
 */
export function toProviderInvoice(
  invoice: GreenfieldInvoice,
  methods: readonly GreenfieldInvoicePaymentMethod[],
): ProviderInvoice {
  const wanted = invoice.checkout?.paymentMethods?.[0];
  const method =
    methods.find((candidate) => wanted !== undefined && candidate.id === wanted) ??
    methods.find((candidate) => isOnChain(candidate.id)) ??
    methods[0];
  const destination = method?.destination;
  return {
    invoiceId: invoice.id,
    status: STATUSES[invoice.status],
    paymentState: PAYMENT_STATES[invoice.additionalStatus ?? 'None'] ?? 'none',
    checkoutLink: invoice.checkoutLink,
    expiresAt: new Date(invoice.expirationTime * 1000),
    payment:
      method && destination && method.activated !== false
        ? {
            currency: method.currency,
            address: destination,
            amount: method.amount,
            // BTCPay answers '' for a prompt without a link.
            paymentLink: method.paymentLink || null,
            rate: method.rate ?? null,
            paid: method.totalPaid ?? '0',
          }
        : null,
  };
}
