import { adsMode, type AdsMode } from '@annuaire/shared';
import { useCurrentUser } from '@/lib/current-user';

/**
 * docs/product.md §6 ads rule for the reader. While the member is not known yet (the server's render, the first
 * paint) the page is the public one, so a visitor's ads show; members spared ads see them leave once known.
 */
export function useAdsMode(): AdsMode {
  const { user } = useCurrentUser();
  // The clock only matters for a VIP expiry; reading it here is the same on server and browser to the day.
  return adsMode(user, new Date());
}
