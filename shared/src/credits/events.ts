import { z } from 'zod';
import { defineEvent, type DataOf } from '../events/catalogue';
import { Id } from '../id';

const Credits = z.number().int().positive().max(1_000_000);

/** Events of the `credits-{userId}` stream: the ledger. The balance is their sum and never negative. */
export const CreditsDeposited = defineEvent(
  'CreditsDeposited',
  z.object({
    credits: Credits,
    notify: z.boolean(),
    depositRequestId: Id.nullable(),
    /** The crypto payment intent this deposit settles (docs/product.md §3); absent on older events. */
    paymentIntentId: Id.nullable().optional(),
  }),
);
/** A staff correction, up or down, always with a reason in the metadata. */
export const CreditsAdjusted = defineEvent(
  'CreditsAdjusted',
  z.object({
    credits: z
      .number()
      .int()
      .min(-1_000_000)
      .max(1_000_000)
      .refine((n) => n !== 0, 'must not be zero'),
  }),
);
export const CreditsSpentOnVip = defineEvent(
  'CreditsSpentOnVip',
  z.object({ purchaseId: Id, credits: Credits, days: z.number().int().positive() }),
);
export const CreditsMovedOut = defineEvent(
  'CreditsMovedOut',
  z.object({ mergeId: Id, targetUserId: Id, credits: z.number().int().min(0) }),
);
export const CreditsMovedIn = defineEvent(
  'CreditsMovedIn',
  z.object({ mergeId: Id, sourceUserId: Id, credits: z.number().int().min(0) }),
);
export const DepositRequested = defineEvent(
  'DepositRequested',
  z.object({
    requestId: Id,
    method: z.enum(['interac', 'crypto']),
    credits: Credits,
    price: z.number().positive(),
    reference: z.string().min(4).max(32),
  }),
);
export const DepositCancelled = defineEvent('DepositCancelled', z.object({ requestId: Id }));

export const creditEvents = [
  CreditsDeposited,
  CreditsAdjusted,
  CreditsSpentOnVip,
  CreditsMovedOut,
  CreditsMovedIn,
  DepositRequested,
  DepositCancelled,
] as const;

export type CreditEvent = DataOf<(typeof creditEvents)[number]>;
