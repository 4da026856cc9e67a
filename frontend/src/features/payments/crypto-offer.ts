import { useQuery } from '@tanstack/react-query';
import { variant } from '@/config/variant';
import { fetcher, type ResponseSchema } from '@/lib/api-client';

/** Checked by hand: this module is read by the footer, on every page, and must not pull in a validation library. */
const CryptoOfferAnswer: ResponseSchema<boolean> = {
  '~standard': {
    version: 1,
    vendor: 'annuaire',
    validate: (value) => {
      const offered = (value as { offered?: unknown } | null)?.offered;
      return typeof offered === 'boolean' ? { value: offered } : { issues: [{ message: 'offered must be a boolean' }] };
    },
  },
};

export const CRYPTO_OFFER_KEY = ['payments', 'crypto-offer'] as const;

/**
 * Whether crypto payments are offered here (docs/product.md §3: the Quebec site, while a BTCPay Server is
 * configured), from GET /api/crypto/offer, a plain 200 `{ offered }` either way. `true` once the server said so;
 * `false` while unknown, if the question failed, and always on a site whose variant has no crypto (never asked
 * there), so nothing ever promises crypto the payment dialog would not sell.
 */
export function useCryptoOffered(): { offered: boolean; known: boolean } {
  const asked = variant.payments.includes('crypto');
  const query = useQuery({
    queryKey: CRYPTO_OFFER_KEY,
    queryFn: ({ signal }) => fetcher('/api/crypto/offer', CryptoOfferAnswer, signal),
    enabled: asked,
    // A provider is configured at start-up: the answer changes only with a deployment.
    staleTime: 10 * 60_000,
    retry: 1,
  });
  return { offered: asked && query.data === true, known: !asked || query.data !== undefined || query.isError };
}
