import type { QueryKey } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '@/lib/current-user';

/**
 * The account's cache keys, in a module of constants only: the live stream (features/live, in every page's
 * first load) names them without pulling the account's schemas or components along.
 */
export const OWN_ACCOUNT_KEY = ['account', 'me'] as const;
export const TRANSACTIONS_KEY = ['account', 'transactions'] as const;
export const PAYMENT_INTENTS_KEY = ['account', 'payment-intents'] as const;

/** What a crypto payment's change makes stale: the intent, the balance (both copies) and the credit history. */
export const PAYMENT_REFRESHES: readonly QueryKey[] = [
  PAYMENT_INTENTS_KEY,
  OWN_ACCOUNT_KEY,
  CURRENT_USER_KEY,
  TRANSACTIONS_KEY,
];
