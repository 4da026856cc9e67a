import { listingPath, parseListingPath } from '@annuaire/shared';
import { Navigate, useLocation } from 'react-router';
import { variant } from '@/config/variant';
import { useLocale, useLocalize } from '@/lib/use-locale';
import { ListingView } from './ListingView';
import { UnknownPlace } from './ListingProblems';

/**
 * `/{category}/{region}[/{city}][/page/{n}]` (docs/product.md §2). The address is read against the site's places
 * before anything is fetched: an unknown place is answered at once, and non-canonical spellings of a
 * known one (`/page/1`, a trailing slash, no region at all) are sent to the one indexable address.
 */
export function ListingPage() {
  const { path } = useLocale();
  const localize = useLocalize();
  const { search, hash } = useLocation();
  const segments = path.split('/').filter(Boolean);
  const category = segments[0];

  if (segments.length === 1 && category) {
    return <Navigate replace to={localize(`/${category}/${variant.homeRegion}`) + search} />;
  }
  const parsed = parseListingPath(path, variant.website);
  if (!parsed) return <UnknownPlace />;
  const canonical = listingPath({
    category: parsed.category,
    region: parsed.region.key,
    city: parsed.city?.key,
    page: parsed.page,
  });
  if (canonical !== path) return <Navigate replace to={localize(canonical) + search + hash} />;
  return <ListingView parsed={parsed} />;
}
