import { z } from 'zod';
import { CREDIT_PACKS, VIP_PRICES } from '@annuaire/shared';
import { listQuery, resourceQuery } from '../api/simpleRest';
import { Reason } from '../users/schema';

export const DepositBody = z
  .object({ credits: z.number().int().positive().max(100_000), notify: z.boolean(), reason: Reason.optional() })
  .strict();
export const AdjustBody = z
  .object({
    credits: z
      .number()
      .int()
      .min(-100_000)
      .max(100_000)
      .refine((n) => n !== 0, 'must not be zero'),
    reason: Reason,
  })
  .strict();
export const BuyVipBody = z
  .object({ days: z.union(VIP_PRICES.map((price) => z.literal(price.days)) as [z.ZodLiteral<7>, z.ZodLiteral<30>]) })
  .strict();
export const DepositRequestBody = z
  .object({
    packId: z.enum(CREDIT_PACKS.map((pack) => pack.id) as [string, ...string[]]),
    method: z.enum(['interac', 'crypto']),
  })
  .strict();
export const ConfirmDepositBody = z
  .object({ userId: z.string().min(1).max(64), notify: z.boolean().default(true), reason: Reason.optional() })
  .strict();
export const RequestIdParams = z.object({ requestId: z.string().min(1).max(64) });

export const TransactionsQuery = listQuery(
  ['at'],
  z
    .object({ userId: z.string().min(1), type: z.enum(['credit', 'debit']) })
    .partial()
    .strict(),
);
export const DepositRequestsQuery = listQuery(
  ['requestedAt'],
  z
    .object({ status: z.enum(['requested', 'confirmed', 'cancelled']), userId: z.string().min(1) })
    .partial()
    .strict(),
);

/** The backoffice's ledger (`/api/admin/transactions`): every member's movements, getMany by id too. */
export const LedgerQuery = resourceQuery(['at'], {
  userId: z.string().min(1).max(64),
  type: z.enum(['credit', 'debit']),
});

/** The backoffice's deposit requests (`/api/admin/deposit-requests`). */
export const AdminDepositRequestsQuery = resourceQuery(['requestedAt'], {
  status: z.enum(['requested', 'confirmed', 'cancelled']),
  userId: z.string().min(1).max(64),
});
