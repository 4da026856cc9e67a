import type { CryptoCurrencyAnswer } from '@annuaire/shared';
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { variant } from '@/config/variant';
import { ApiError, apiRequest } from '@/lib/api-client';

const CryptoCurrencies = z.array(z.object({ code: z.string(), name: z.string() }));

/**
 * What the store accepts (GET /api/crypto/currencies), or null when crypto is not offered: a 404
 * `crypto_unavailable` (no provider configured) or an empty list. A 503 `payment_provider_unavailable`
 * stays an error: the provider may answer again, so the member is offered a retry, not told "never".
 */
export async function getCryptoCurrencies(signal?: AbortSignal): Promise<CryptoCurrencyAnswer[] | null> {
  try {
    const { data } = await apiRequest('GET', '/api/crypto/currencies', { signal, schema: CryptoCurrencies });
    return data.length > 0 ? data : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const CRYPTO_CURRENCIES_KEY = ['account', 'crypto-currencies'] as const;

/** Asked only while the payment modal is open, and only on the site that offers crypto (the Quebec one). */
export function useCryptoCurrencies(enabled: boolean) {
  return useQuery({
    queryKey: CRYPTO_CURRENCIES_KEY,
    queryFn: ({ signal }) => getCryptoCurrencies(signal),
    enabled: enabled && variant.payments.includes('crypto'),
    // The server caches the provider's list for 5 minutes too.
    staleTime: 5 * 60_000,
  });
}
