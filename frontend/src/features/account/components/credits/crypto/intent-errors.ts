import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';

/**
 * What to tell a member whose payment request was refused, or null for the unexpected (the default error
 * toast of docs/product.md §8). 404 `crypto_unavailable` is handled by the caller: crypto is then gone.
 */
export function intentErrorMessage(error: unknown, t: TFunction<'account'>): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'too_many_open_intents') return t('crypto.errors.tooManyOpen');
  if (error.status === 429) return t('crypto.errors.rateLimited');
  if (error.status === 503) return t('crypto.errors.providerDown');
  return null;
}
