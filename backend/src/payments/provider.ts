/**
 * The payment provider port (issue 20): what the crypto payment process needs from a provider such as BTCPay
 * Server. The adapter lives in ./btcpay; the product has no fake provider (crypto is simply not offered when none
 * is configured).
 */

export interface CryptoCurrency {
  /** 'BTC', 'LTC', 'XMR'… */
  readonly code: string;
  readonly name: string;
}

export type InvoiceStatus = 'new' | 'processing' | 'settled' | 'expired' | 'invalid';

/** Payment state beyond the status: BTCPay's additionalStatus, normalised. */
export type InvoicePaymentState = 'none' | 'paidPartial' | 'paidOver' | 'paidLate' | 'marked';

export interface ProviderInvoice {
  readonly invoiceId: string;
  readonly status: InvoiceStatus;
  readonly paymentState: InvoicePaymentState;
  readonly checkoutLink: string;
  readonly expiresAt: Date;
  /** The payment details for the chosen currency (null while the provider has none yet). */
  readonly payment: null | {
    /** 'BTC' */
    readonly currency: string;
    /** Destination address. */
    readonly address: string;
    /** Amount due in the currency, as a decimal string ('0.00123456'). */
    readonly amount: string;
    /** E.g. 'bitcoin:bc1...?amount=0.00123456' for the QR code. */
    readonly paymentLink: string | null;
    /** CAD per unit. */
    readonly rate: string | null;
    /** Total paid so far in the currency ('0'). */
    readonly paid: string;
  };
}

export type ProviderEventType = 'settled' | 'expired' | 'invalid' | 'paymentReceived' | 'other';

export interface ProviderWebhookEvent {
  readonly deliveryId: string;
  readonly invoiceId: string;
  readonly type: ProviderEventType;
}

export class InvalidWebhookSignature extends Error {}

/** Network error, 5xx, timeout: the API answers 503 `payment_provider_unavailable`. */
export class ProviderUnavailable extends Error {}

/**
 * An answer that must not reach a member, such as a checkout link away from the provider's own server (a
 * compromised or misconfigured provider sending members to a look-alike page): the API answers 502
 * `payment_provider_error` and logs why for the operator (docs/security.md).
 */
export class UntrustedProviderAnswer extends Error {}

export interface PaymentProvider {
  /** What the store accepts; callers cache it (5 minutes). */
  currencies(): Promise<CryptoCurrency[]>;
  /** An invoice for `amountCad` CAD payable in `currency`; `intentId` goes in the invoice metadata (orderId). */
  createInvoice(input: {
    intentId: string;
    amountCad: number;
    currency: string;
    description: string;
  }): Promise<ProviderInvoice>;
  getInvoice(invoiceId: string): Promise<ProviderInvoice>;
  /** Checks the signature over the RAW body (constant time) and parses; throws InvalidWebhookSignature. */
  parseWebhook(rawBody: Buffer, headers: Readonly<Record<string, string | string[] | undefined>>): ProviderWebhookEvent;
}
