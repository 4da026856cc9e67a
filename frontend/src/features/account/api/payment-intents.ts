import type { PaymentIntentAnswer } from '@annuaire/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest, fetcher } from '@/lib/api-client';
import { PAYMENT_INTENTS_KEY } from '../query-keys';

/** docs/api.md "Crypto payments": a payment intent as its owner reads it. */
const PaymentIntent = z.object({
  id: z.string(),
  packId: z.string(),
  credits: z.number(),
  priceCad: z.number(),
  currency: z.string(),
  status: z.enum(['open', 'settled', 'underpaid', 'expired', 'invalid']),
  credited: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string(),
  checkoutLink: z.string(),
  payment: z.nullable(
    z.object({ address: z.string(), amount: z.string(), paymentLink: z.nullable(z.string()), paid: z.string() }),
  ),
});

/**
 * POST /api/crypto/payment-intents `{packId, currency}` → 201. Refusals: 404 `crypto_unavailable`, 409
 * `too_many_open_intents`, 429 rate limited, 503 `payment_provider_unavailable`.
 */
export async function createPaymentIntent(input: { packId: string; currency: string }): Promise<PaymentIntentAnswer> {
  const { data } = await apiRequest('POST', '/api/crypto/payment-intents', { body: input, schema: PaymentIntent });
  return data;
}

export function useCreatePaymentIntent() {
  return useMutation({ mutationFn: createPaymentIntent });
}

export const paymentIntentKey = (id: string) => [...PAYMENT_INTENTS_KEY, id] as const;

/** An intent still moving: open, or settled while its credits are not yet in the ledger. */
export const isWaiting = (intent: PaymentIntentAnswer) =>
  intent.status === 'open' || (intent.status === 'settled' && !intent.credited);

/** How often an intent is read again while it waits, besides each `event: payment` of the live stream. */
export const PAYMENT_POLL_MS = 10_000;

/**
 * GET /api/crypto/payment-intents/{id}, starting from the answer of its creation. Polled while it waits,
 * even when the live stream is open: the stream tells status changes, but only a read makes the server
 * ask the provider how much has arrived so far.
 */
export function usePaymentIntent(initial: PaymentIntentAnswer) {
  return useQuery({
    queryKey: paymentIntentKey(initial.id),
    queryFn: ({ signal }) =>
      fetcher(`/api/crypto/payment-intents/${encodeURIComponent(initial.id)}`, PaymentIntent, signal),
    initialData: initial,
    refetchInterval: (query) => (query.state.data && isWaiting(query.state.data) ? PAYMENT_POLL_MS : false),
  });
}
