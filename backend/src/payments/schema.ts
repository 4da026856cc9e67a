import { z } from 'zod';
import { CREDIT_PACKS } from '@annuaire/shared';
import { resourceQuery } from '../api/simpleRest';

export const PaymentIntentBody = z
  .object({
    packId: z.enum(CREDIT_PACKS.map((pack) => pack.id) as [string, ...string[]]),
    /** A currency code the store accepts ('BTC', 'LTC'...); checked against the provider's list. */
    currency: z.string().regex(/^[A-Z0-9]{2,12}$/, 'must be a currency code such as BTC'),
  })
  .strict();

export const IntentIdParams = z.object({ id: z.string().min(1).max(64) });

export const PAYMENT_INTENT_STATUSES = ['open', 'settled', 'underpaid', 'expired', 'invalid'] as const;

/** The backoffice's payment intents (`/api/admin/payment-intents`), getMany by id too. */
export const AdminPaymentIntentsQuery = resourceQuery(['createdAt'], {
  status: z.enum(PAYMENT_INTENT_STATUSES),
  userId: z.string().min(1).max(64),
  q: z.string().trim().min(1).max(100),
});
