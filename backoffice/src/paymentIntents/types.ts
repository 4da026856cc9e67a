import type { PaymentIntentAdminRow, PaymentIntentStatus } from '@annuaire/shared';

export type { PaymentIntentAdminRow, PaymentIntentStatus };

/** Every state an intent can be in (projections/src/paymentIntents/), in the order staff meet them. */
export const PAYMENT_INTENT_STATUSES: readonly PaymentIntentStatus[] = [
  'open',
  'settled',
  'underpaid',
  'expired',
  'invalid',
];
