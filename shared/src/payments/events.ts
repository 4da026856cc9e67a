import { z } from 'zod';
import { defineEvent, type DataOf } from '../events/catalogue';
import { Id } from '../id';

/**
 * Events of the `paymentIntent-{intentId}` stream: one crypto payment from its invoice to its end.
 * Settled, Underpaid, Expired and Invalid are terminal (docs/product.md §3): nothing follows them.
 */
export const PaymentIntentCreated = defineEvent(
  'PaymentIntentCreated',
  z.object({
    intentId: Id,
    userId: Id,
    packId: Id,
    credits: z.number().int().positive().max(1_000_000),
    priceCad: z.number().positive(),
    currency: z.string().min(1).max(16),
    provider: z.literal('btcpay'),
    invoiceId: z.string().min(1).max(128),
    expiresAt: z.iso.datetime({ offset: true }),
    /** Where the provider's own checkout page is, and what the member was told to pay: kept for the answer and audit. */
    checkoutLink: z.string().max(2000).optional(),
    payment: z
      .object({
        address: z.string().max(500),
        amount: z.string().max(40),
        paymentLink: z.string().max(2000).nullable(),
      })
      .nullable()
      .optional(),
  }),
);
/** Paid in full (or more, or late but accepted by the provider): the pack is credited. */
export const PaymentIntentSettled = defineEvent(
  'PaymentIntentSettled',
  z.object({ intentId: Id, paymentState: z.enum(['none', 'paidOver', 'paidLate']) }),
);
/** Expired with only part of the amount paid: not credited, shown to staff. */
export const PaymentIntentUnderpaid = defineEvent('PaymentIntentUnderpaid', z.object({ intentId: Id }));
export const PaymentIntentExpired = defineEvent('PaymentIntentExpired', z.object({ intentId: Id }));
export const PaymentIntentInvalid = defineEvent('PaymentIntentInvalid', z.object({ intentId: Id }));

export const paymentEvents = [
  PaymentIntentCreated,
  PaymentIntentSettled,
  PaymentIntentUnderpaid,
  PaymentIntentExpired,
  PaymentIntentInvalid,
] as const;

export type PaymentEvent = DataOf<(typeof paymentEvents)[number]>;
