import { useQuery } from '@tanstack/react-query';
import { variant } from '@/config/variant';
import { ApiError, apiRequest } from '@/lib/api-client';

/**
 * Whether crypto payment can be used: the Quebec variant offers it, but only once a provider answers
 * `/api/crypto/currencies`; until then (404, no provider configured) it shows as coming.
 */
export async function cryptoAvailable(signal?: AbortSignal): Promise<boolean> {
  try {
    await apiRequest('GET', '/api/crypto/currencies', { signal });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
    throw error;
  }
}

/** Asked only while the payment modal is open (`enabled`), and only where crypto is offered at all. */
export function useCryptoAvailable(enabled: boolean) {
  const offered = variant.payments.includes('crypto');
  return useQuery({
    queryKey: ['account', 'crypto-available'],
    queryFn: ({ signal }) => cryptoAvailable(signal),
    enabled: enabled && offered,
    staleTime: 5 * 60_000,
    select: (available) => offered && available,
  });
}
