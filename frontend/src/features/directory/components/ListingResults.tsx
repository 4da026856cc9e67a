import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/controls';
import { EmptyState } from '@/components/EmptyState';
import { Icon } from '@/components/Icon';
import { LocaleLink } from '@/components/LocaleLink';
import { ProfileCardGrid, ProfileCardGridSkeleton } from '@/components/ProfileCardGrid';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { AdSlot, useAdSlotWait, useCardAds, type AdContext } from '@/features/ads';
import { FavoriteButton } from '@/features/favorites';
import { useProfilePrefetch } from '@/features/profile';
import type { ListingPage } from '../api/get-listing';
import { DirectoryInfo } from './DirectoryInfo';
import styles from './Listing.module.css';
import { NearbySuggestions } from './NearbySuggestions';

interface ListingResultsProps {
  query: UseQueryResult<ListingPage> & { isPlaceholderData: boolean };
  page: number;
  filtered: boolean;
  onClearFilters: () => void;
  /** The listing's first page, for a page number past the end. */
  firstPage: string;
  /** Where the listing is, for ads targeted by region and category. */
  adContext: AdContext;
}

/**
 * Below `md` the leaderboard follows this many cards (three rows of two, two rows of three) instead of standing
 * above them: a banner and its margins (some 150 px) would otherwise take much of a phone's first screen, which is
 * for faces. docs/product.md §2 places it above the results; on phones it comes a little later in the same page.
 */
const LEADERBOARD_AFTER_ON_PHONES = 6;

/** The cards, or what stands in for them: skeletons while loading, an empty state, a failure with retry. */
export function ListingResults({ query, page, filtered, onClearFilters, firstPage, adContext }: ListingResultsProps) {
  const { t } = useTranslation('directory');
  const cardAds = useCardAds(query.data?.data.length ?? 0, adContext);
  // The leaderboard is drawn beside the listing and shown with its cards, never pushing them down once painted.
  const waitForLeaderboard = useAdSlotWait('blockLeaderboard', adContext, query.data && query.data.data.length > 0);
  // Opening a profile from the listing should feel instant: cards warm their profile up as they near the screen.
  const prefetch = useProfilePrefetch();
  if (query.isPending || waitForLeaderboard) return <ProfileCardGridSkeleton count={8} />;
  if (query.isError) {
    return (
      <div className={styles.emptyResults}>
        <EmptyState
          icon={<Icon name="errorOutline" className={styles.emptyIcon} />}
          title={t('listing.error')}
          hint={t('listing.errorHint')}
        />
        <button type="button" className={buttonClass('contained')} onClick={() => void query.refetch()}>
          {t('listing.retry')}
        </button>
      </div>
    );
  }
  const { data, extraData } = query.data;
  // docs/product.md §9: part of a thin listing's first paint (the server renders it), so not loaded apart.
  const nearby = (
    <>
      <NearbySuggestions places={query.data.nearby} from={adContext} />
      <DirectoryInfo />
    </>
  );
  if (data.length === 0) {
    const outOfRange = page > 1 && page > extraData.pages;
    return (
      // One column no wider than the page: a long place name among the suggestions wraps instead of widening it.
      <div className={styles.emptyResults}>
        <EmptyState
          icon={<Icon name={filtered ? 'filterAltOff' : 'personSearch'} className={styles.emptyIcon} />}
          title={t(outOfRange ? 'listing.outOfRange' : filtered ? 'listing.emptyFiltered' : 'listing.empty')}
          hint={t(outOfRange ? 'listing.outOfRangeHint' : filtered ? 'listing.emptyFilteredHint' : 'listing.emptyHint')}
        />
        {outOfRange ? (
          <LocaleLink to={firstPage} className={buttonClass('contained')}>
            {t('listing.firstPage')}
          </LocaleLink>
        ) : (
          filtered && (
            <button type="button" className={buttonClass('contained')} onClick={onClearFilters}>
              {t('filters.clear')}
            </button>
          )
        )}
        {nearby}
      </div>
    );
  }
  return (
    <section aria-labelledby="listing-results">
      <VisuallyHidden component="h2" id="listing-results">
        {t('listing.results')}
      </VisuallyHidden>
      {query.isPlaceholderData && <VisuallyHidden>{t('listing.updating')}</VisuallyHidden>}
      <ProfileCardGrid
        after={(index) => (
          <>
            {index === Math.min(LEADERBOARD_AFTER_ON_PHONES, data.length) - 1 && (
              // One slot for every screen: after the first cards on phones, moved above them from `md` up by its
              // order in the grid. Left empty when the reader sees no ad, and then out of the grid (no extra gap).
              <li className={styles.leaderboard}>
                <AdSlot placement="blockLeaderboard" context={adContext} />
              </li>
            )}
            {cardAds(index)}
          </>
        )}
        cards={data}
        busy={query.isPlaceholderData}
        label={t('listing.results')}
        action={(card) => <FavoriteButton card={card} />}
        prefetch={prefetch}
      />
      {nearby}
    </section>
  );
}
