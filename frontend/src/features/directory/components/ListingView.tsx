import type { ParsedListingPath } from '@annuaire/shared';
import Box from '@mui/material/Box';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageTitle } from '@/components/PageTitle';
import { Placeholder } from '@/components/Placeholder';
import { ApiError } from '@/lib/api-client';
import { usePageMeta } from '@/lib/head';
import { rememberRegion } from '@/lib/remembered-region';
import { KEEP_SCROLL } from '@/lib/use-scroll-restoration';
import { useLocale, useLocalize } from '@/lib/use-locale';
import { useListing } from '../api/get-listing';
import { countFilters, NO_FILTERS, parseFilters, withoutFilters, type ListingFilters } from '../listing-filters';
import { chunkFromState, listingHref, placeName, targetOf } from '../listing-place';
import { BadListingAddress, UnknownPlace } from './ListingProblems';
import { CategoryTabs } from './CategoryTabs';
import { FilterBar } from './FilterBar';
import { ListingPagination } from './ListingPagination';
import { ListingResults } from './ListingResults';
import { PlaceBar } from './PlaceBar';

/** One listing page: heading, category, place and filter controls, the cards and the page links. */
export function ListingView({ parsed }: { parsed: ParsedListingPath }) {
  const { t } = useTranslation('directory');
  const { t: tc } = useTranslation();
  const { locale } = useLocale();
  const localize = useLocalize();
  const location = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => parseFilters(new URLSearchParams(location.search)), [location.search]);
  const target = targetOf(parsed);
  const listing = listingHref({ ...target, page: 1 }, filters);
  const chunk = chunkFromState(location.state, listing, parsed.page);
  const query = useListing({ ...target, page: parsed.page, filters, chunk });
  // The home opens on the region of the last listing viewed (docs/product.md §2).
  useEffect(() => rememberRegion(parsed.region.key), [parsed.region.key]);

  const category = tc(`categories.${parsed.category}`);
  const place = placeName(parsed, locale, (region) => t('meta.regionArea', { region }));
  const title = t('meta.listingTitle', { category, place });
  usePageMeta(
    parsed.page > 1 ? t('meta.listingTitlePage', { title, page: parsed.page }) : title,
    t('meta.listingDescription', { category, place }),
  );

  // A filter change starts again from page 1 and keeps the scroll where the visitor is working.
  const changeFilters = (next: ListingFilters) =>
    navigate(localize(listingHref({ ...target, page: 1 }, next)), { state: KEEP_SCROLL });

  const status = query.error instanceof ApiError ? query.error.status : null;
  if (status === 404) return <UnknownPlace />;
  if (status === 400) return <BadListingAddress to={listingHref({ ...target, page: 1 }, NO_FILTERS)} />;

  const info = query.data?.extraData;
  const subtitle = info ? (
    [
      t('listing.count', { count: info.total }),
      info.pages > 1 ? t('listing.pageOf', { page: parsed.page, pages: info.pages }) : null,
    ]
      .filter(Boolean)
      .join(' · ')
  ) : query.isPending ? (
    <Placeholder width={120} sx={{ display: 'inline-block' }} />
  ) : undefined;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: { xs: 2, md: 2.5 } }}>
      <Box sx={{ '& header': { mb: 0 } }}>
        <PageTitle title={title} subtitle={subtitle} />
      </Box>
      <CategoryTabs parsed={parsed} filters={filters} />
      <PlaceBar parsed={parsed} filters={filters} />
      <FilterBar category={parsed.category} filters={filters} onChange={changeFilters} />
      <ListingResults
        adContext={{ region: parsed.region.key, category: parsed.category }}
        query={query}
        page={parsed.page}
        filtered={countFilters(filters) > 0}
        onClearFilters={() => changeFilters(withoutFilters(filters))}
        firstPage={listing}
      />
      {query.data && (
        <ListingPagination
          target={target}
          filters={filters}
          page={parsed.page}
          pages={query.data.extraData.pages}
          nextChunk={query.isPlaceholderData ? null : query.data.nextChunk}
        />
      )}
    </Box>
  );
}
