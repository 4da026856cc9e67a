import type { AdPlacement } from '@annuaire/shared';
import { useQuery } from '@tanstack/react-query';
import { fetcher, type ResponseSchema } from '@/lib/api-client';

/** A block as `GET /api/ads` answers it. */
export interface AdBlock {
  _id: string;
  /**
   * What lets this showing count (docs/product.md §6 counting ads): the server signed it when it drew the block.
   * The page reports it when the block is seen (impressions.ts) and the block's link carries it to `/go`.
   */
  token: string;
  href: string;
  body: string;
  layoutName: string;
  placement: AdPlacement;
  pictures: { _id: string; url: string; width: number; height: number }[];
}

/** Where the page shows ads: targeted blocks show only where their region and category match. */
export interface AdContext {
  region?: string | undefined;
  category?: string | undefined;
}

/**
 * A block with a missing field or an unknown shape is left out (and logged), never rendered half: a bad block
 * must not break the page. Checked by hand: a validation library here would weigh on the listing's first load.
 */
const AdsAnswer: ResponseSchema<AdBlock[]> = {
  '~standard': {
    version: 1,
    vendor: 'annuaire',
    validate: (value) => {
      if (!Array.isArray(value)) return { issues: [{ message: 'an array of blocks' }] };
      const blocks = value.filter((block: Partial<AdBlock>) => {
        const fine =
          typeof block._id === 'string' &&
          typeof block.token === 'string' &&
          typeof block.body === 'string' &&
          typeof block.layoutName === 'string' &&
          Array.isArray(block.pictures);
        if (!fine) console.warn('Ad block skipped: unexpected shape', block);
        return fine;
      }) as AdBlock[];
      return { value: blocks };
    },
  },
};

export const adsKey = (placement: AdPlacement, count: number, context: AdContext = {}) =>
  ['ads', placement, count, context.region ?? '', context.category ?? ''] as const;

export const adsUrl = (placement: AdPlacement, count: number, context: AdContext = {}) => {
  const params = new URLSearchParams({ placement, count: String(count) });
  if (context.region) params.set('region', context.region);
  if (context.category) params.set('category', context.category);
  return `/api/ads?${params.toString()}`;
};

export const getAds = (placement: AdPlacement, count: number, context: AdContext = {}, signal?: AbortSignal) =>
  fetcher(adsUrl(placement, count, context), AdsAnswer, signal);

/** The page's blocks for one placement, drawn once per page (a new draw on the next visit of the page). */
export function useAds(placement: AdPlacement, count: number, context: AdContext, enabled: boolean) {
  return useQuery({
    queryKey: adsKey(placement, count, context),
    queryFn: ({ signal }) => getAds(placement, count, context, signal),
    enabled: enabled && count > 0,
    staleTime: Infinity,
    retry: false,
  });
}
