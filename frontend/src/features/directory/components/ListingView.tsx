import type { ParsedListingPath } from '@annuaire/shared';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Placeholder } from '@/components/Placeholder';
import { ApiError } from '@/lib/api-client';
import { usePageMeta } from '@/lib/head';
import { rememberRegion } from '@/lib/remembered-region';
import { useLocale } from '@/lib/use-locale';
import { useListing } from '../api/get-listing';
import { countFilters, NO_FILTERS, parseFilters, withoutFilters } from '../listing-filters';
import { chunkFromState, listingHref, placeName, targetOf } from '../listing-place';
import { useChangeFilters } from '../use-change-filters';
import { ActiveFilterChips } from './ActiveFilterChips';
import { BadListingAddress, UnknownPlace } from './ListingProblems';
import { CategoryTabs } from './CategoryTabs';
import { FilterBar } from './FilterBar';
import { FilterSheetButton } from './FilterSheetButton';
import { ListingHeader } from './ListingHeader';
import { ListingPagination } from './ListingPagination';
import { ListingResults } from './ListingResults';
import { PlaceBar } from './PlaceBar';
import { PlaceChoosers } from './PlaceChoosers';
import styles from './Listing.module.css';

/**
 * One listing page: heading, category, place and filter controls, the cards and the page links. From `md` up the
 * place bar and the filter bar lie open in the page, as they always have. Below `md`, where the shell also trades
 * its top links for the bottom bar, the header is one line, the tabs and a "Filters" button share a row, the choices
 * in effect follow as chips, and place and filters wait in the filter sheet: the first cards are on the first screen.
 * The switch is CSS alone: the server cannot know the screen, and both layouts must be in its HTML.
 */
export function ListingView({ parsed }: { parsed: ParsedListingPath }) {
  const { t } = useTranslation('directory');
  const { t: tc } = useTranslation();
  const { locale } = useLocale();
  const location = useLocation();
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

  const changeFilters = useChangeFilters(target);
  const filterButtonId = useId();

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
    <div className={styles.view}>
      <ListingHeader title={title} place={place} subtitle={subtitle} />
      <div className={styles.controlsRow}>
        <FilterSheetButton
          id={filterButtonId}
          parsed={parsed}
          filters={filters}
          total={query.data?.extraData.total}
          busy={query.isPending || query.isPlaceholderData}
          onChange={(next) => changeFilters(next, { inSheet: true })}
        />
        <CategoryTabs parsed={parsed} filters={filters} />
      </div>
      <ActiveFilterChips filters={filters} onChange={changeFilters} focusAfterLast={filterButtonId} />
      {/* Laid open in the page from md up; below, the filter sheet holds them. `contents` keeps the page's gaps. */}
      <div className={styles.wide}>
        <PlaceBar parsed={parsed} filters={filters} />
        <FilterBar category={parsed.category} filters={filters} onChange={changeFilters} />
      </div>
      <PlaceChoosers parsed={parsed} filters={filters} />
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
    </div>
  );
}
