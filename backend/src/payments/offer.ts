import type { PaymentIntentAdminRow, PaymentIntentAnswer } from '@annuaire/shared';
import type { PaymentIntentRecord } from '@annuaire/projections';
import type { Context } from 'koa';
import type { ApiDependencies } from '../api/dependencies';
import { HttpError } from '../api/errors';
import { requestLogger } from '../observability/requestLogging';
import {
  ProviderUnavailable,
  UntrustedProviderAnswer,
  type CryptoCurrency,
  type PaymentProvider,
  type ProviderInvoice,
} from './provider';

/** 404 `crypto_unavailable`: the Canada site, or no provider configured (docs/product.md §3). */
export const cryptoUnavailable = () =>
  new HttpError(404, 'crypto_unavailable', 'Crypto payments are not available on this site');

/** The provider when crypto is offered here, else 404 `crypto_unavailable`. */
export function providerOf(deps: Pick<ApiDependencies, 'config' | 'paymentProvider'>): PaymentProvider {
  const provider = deps.paymentProvider ?? null;
  if (!provider || deps.config.WEBSITE !== 'QC') throw cryptoUnavailable();
  return provider;
}

/**
 * A provider call; a provider that does not answer is 503 `payment_provider_unavailable`, one whose answer
 * cannot be passed on is 502 `payment_provider_error`, logged with its reason on the request's logger.
 */
export async function fromProvider<T>(call: () => Promise<T>, ctx?: Context): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderUnavailable) {
      throw new HttpError(503, 'payment_provider_unavailable', 'The payment provider does not answer; try again soon');
    }
    if (error instanceof UntrustedProviderAnswer) {
      if (ctx) requestLogger(ctx)?.error({ err: error }, 'payment provider answer refused');
      throw new HttpError(
        502,
        'payment_provider_error',
        'The payment provider gave an answer we cannot use; try again later',
      );
    }
    throw error;
  }
}

const CURRENCIES_MS = 5 * 60_000;

/** What the store accepts, asked of the provider at most every 5 minutes. */
export function currencyList(provider: PaymentProvider, now: () => Date) {
  let cached: { at: number; currencies: CryptoCurrency[] } | null = null;
  return async (): Promise<CryptoCurrency[]> => {
    if (cached && now().getTime() - cached.at < CURRENCIES_MS) return cached.currencies;
    const currencies = await fromProvider(() => provider.currencies());
    cached = { at: now().getTime(), currencies };
    return currencies;
  };
}

/** The staff row, with what was paid so far when the provider's invoice has been read. */
export function adminRowOf(record: PaymentIntentRecord, invoice: ProviderInvoice | null): PaymentIntentAdminRow {
  const live = invoice?.payment;
  const payment = record.payment ?? (live ? { ...live, paid: live.paid } : null);
  return {
    ...record,
    checkoutLink: record.checkoutLink || invoice?.checkoutLink || '',
    payment: payment && {
      address: payment.address,
      amount: payment.amount,
      paymentLink: payment.paymentLink,
      paid: live?.paid ?? payment.paid,
    },
  };
}

/** The member's answer: the staff row without the provider's and the member's identifiers. */
export function answerOf(record: PaymentIntentRecord, invoice: ProviderInvoice | null): PaymentIntentAnswer {
  const {
    userId: _user,
    username: _name,
    invoiceId: _invoice,
    paymentState: _state,
    settledAt: _at,
    ...answer
  } = adminRowOf(record, invoice);
  return answer;
}
