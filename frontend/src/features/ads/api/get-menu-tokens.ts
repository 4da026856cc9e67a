import { useQuery } from '@tanstack/react-query';
import { fetcher, type ResponseSchema } from '@/lib/api-client';

/** A partner link's token, as `GET /api/ads/menu` answers it: `_id` is `menu-1` to `menu-3`. */
interface MenuToken {
  _id: string;
  token: string;
}

const MenuTokensAnswer: ResponseSchema<MenuToken[]> = {
  '~standard': {
    version: 1,
    vendor: 'annuaire',
    validate: (value) =>
      Array.isArray(value)
        ? {
            value: value.filter(
              (link: Partial<MenuToken>) => typeof link._id === 'string' && typeof link.token === 'string',
            ) as MenuToken[],
          }
        : { issues: [{ message: 'an array of partner links' }] },
  },
};

/** Well inside a token's half hour (backend/src/campaigns/adTokens.ts), so a link never carries a spent one. */
const MENU_TOKENS_FRESH_MS = 20 * 60_000;

/**
 * The partner links' tokens (docs/product.md §2 sub-navigation, §6 counting ads), by `menu-n`: a click through
 * `/go/menu-n` counts only with one. Asked by the browser after the page shows (the server's render links without
 * them, and a click before they arrive still gets the visitor there, uncounted), so the server-rendered page stays
 * the same for every visitor.
 */
export function usePartnerLinkTokens(enabled: boolean): Readonly<Record<string, string>> {
  const query = useQuery({
    queryKey: ['ads', 'menu'],
    queryFn: ({ signal }) => fetcher('/api/ads/menu', MenuTokensAnswer, signal),
    enabled,
    staleTime: MENU_TOKENS_FRESH_MS,
    refetchInterval: MENU_TOKENS_FRESH_MS,
    retry: false,
  });
  return Object.fromEntries((query.data ?? []).map((link) => [link._id, link.token]));
}
