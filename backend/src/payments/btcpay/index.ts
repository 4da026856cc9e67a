import { UntrustedProviderAnswer, type CryptoCurrency, type PaymentProvider } from '../provider';
import { greenfieldClient } from './client';
import {
  GreenfieldInvoice,
  GreenfieldInvoicePaymentMethods,
  GreenfieldStorePaymentMethods,
  currencyOfMethod,
  isOnChain,
  toCurrency,
  toProviderInvoice,
} from './greenfield';
import { parseBtcPayWebhook } from './webhook';

export interface BtcPayOptions {
  /** BTCPAY_URL: the server's root, e.g. https://btcpay.example.org (a path prefix is kept). */
  readonly url: string;
  readonly storeId: string;
  /** Needs btcpay.store.canviewinvoices, btcpay.store.cancreateinvoice, btcpay.store.canviewstoresettings. */
  readonly apiKey: string;
  readonly webhookSecret: string;
  readonly fetch?: typeof fetch;
  /** Per request; 10 s by default. */
  readonly timeoutMs?: number;
}

/** BTCPay's default is 15 minutes; members get 30 (issue 20), and the intent expires with the invoice. */
const EXPIRATION_MINUTES = 30;

/**
 * The payment provider port over BTCPay Server's Greenfield API (self-hosted: the money goes straight to the
 * store's wallet). Only on-chain payment methods are offered: the product shows an address, an amount and a
 * QR code, which a Lightning invoice does not fit.
 */
export function createBtcPayProvider(options: BtcPayOptions): PaymentProvider {
  const request = greenfieldClient(options);
  const store = `/api/v1/stores/${encodeURIComponent(options.storeId)}`;
  /**
   * The store's own id for each currency (`BTC-CHAIN` on 2.x, `BTC` on 1.x), learnt from currencies(), which
   * callers ask before creating an invoice; `<code>-CHAIN` (2.x) if not learnt yet.
   */
  const methodIds = new Map<string, string>();

  async function readInvoice(invoiceId: string) {
    const path = `${store}/invoices/${encodeURIComponent(invoiceId)}`;
    const [invoice, methods] = await Promise.all([
      request('GET', path, GreenfieldInvoice),
      request('GET', `${path}/payment-methods`, GreenfieldInvoicePaymentMethods),
    ]);
    const read = toProviderInvoice(invoice, methods);
    // Members open this link: only BTCPay's own pages are offered, never wherever its answer points.
    return sameOrigin(read.checkoutLink, options.url) ? read : { ...read, checkoutLink: '' };
  }

  return {
    async currencies() {
      const methods = await request('GET', `${store}/payment-methods?onlyEnabled=true`, GreenfieldStorePaymentMethods);
      const currencies: CryptoCurrency[] = [];
      for (const method of methods) {
        if (!method.enabled || !method.id || !isOnChain(method.id)) continue;
        const code = currencyOfMethod(method.id);
        methodIds.set(code, method.id);
        if (!currencies.some((currency) => currency.code === code)) currencies.push(toCurrency(code));
      }
      return currencies;
    },

    async createInvoice({ intentId, amountCad, currency, description }) {
      const code = currency.toUpperCase();
      const methodId = methodIds.get(code) ?? `${code}-CHAIN`;
      const created = await request('POST', `${store}/invoices`, GreenfieldInvoice, {
        amount: amountCad.toFixed(2),
        currency: 'CAD',
        metadata: { orderId: intentId, itemDesc: description },
        checkout: {
          paymentMethods: [methodId],
          defaultPaymentMethod: methodId,
          // The address must exist at once: the member sees it in our dialog, not on BTCPay's checkout page.
          lazyPaymentMethods: false,
          expirationMinutes: EXPIRATION_MINUTES,
        },
      });
      const invoice = await readInvoice(created.id);
      if (!invoice.checkoutLink) {
        // No intent is recorded: the member is told the provider failed, the operator reads why.
        throw new UntrustedProviderAnswer(
          `BTCPay Server answered invoice ${created.id} with a checkoutLink outside BTCPAY_URL's origin (${originOf(created.checkoutLink)}): refused`,
        );
      }
      return invoice;
    },

    getInvoice: readInvoice,

    parseWebhook(rawBody, headers) {
      return parseBtcPayWebhook(rawBody, headers, options);
    },
  };
}

const originOf = (link: string): string => {
  try {
    return new URL(link).origin;
  } catch {
    return 'not a URL';
  }
};

/** Whether `link` is on `base`'s origin (scheme, host and port alike); a `javascript:` or `data:` link has none. */
export function sameOrigin(link: string, base: string): boolean {
  const origin = originOf(link);
  return origin !== 'null' && origin !== 'not a URL' && origin === new URL(base).origin;
}
