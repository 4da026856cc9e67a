import { nearbyCityUrls, type ListingCategory, type ParsedListingPath } from '@annuaire/shared';
import { forwardRef, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { pillClass, pillIcon } from '@/components/controls';
import { Icon } from '@/components/Icon';
import { LocaleLink } from '@/components/LocaleLink';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { variant } from '@/config/variant';
import { regionName } from '@/lib/place-name';
import { useLocale } from '@/lib/use-locale';
import type { ListingFilters } from '../listing-filters';
import { listingHref } from '../listing-place';
import { PLACE_MODALS } from '../place-modals';
import styles from './Listing.module.css';
import { MoreCitiesChip, PickerButton } from './PlacePickers';
import { citiesByShare, PROVINCES, QUICK_FILTERS } from './place-options';

/** `bar`: rows scrolled sideways, in the page from `md` up. `sheet`: rows that wrap, in the phones' filter sheet. */
export type PlaceBarLayout = 'bar' | 'sheet';

/**
 * A link that takes the place of the current history entry: a place chosen in the filter sheet replaces the sheet's
 * entry, so Back returns to the listing the sheet was opened on rather than to the sheet (as the pickers do).
 */
const ReplacingLink = forwardRef<HTMLAnchorElement, ComponentProps<typeof LocaleLink>>(
  function ReplacingLink(props, ref) {
    return <LocaleLink ref={ref} replace {...props} />;
  },
);

/**
 * The location controls of docs/product.md §2: province (Canada-wide site), region and city pickers, the region quick
 * filters, and the region's popular cities with the rest behind "more cities". Every choice is a link that
 * keeps the category and the filters. The pickers' dialogs are the page's (PlaceChoosers), not the bar's.
 */
export function PlaceBar({
  parsed,
  filters,
  layout = 'bar',
}: {
  parsed: ParsedListingPath;
  filters: ListingFilters;
  layout?: PlaceBarLayout;
}) {
  const { t } = useTranslation('directory');
  const { locale } = useLocale();
  const category: ListingCategory = parsed.category;
  const { province, region, city } = parsed;
  const sheet = layout === 'sheet';
  const rowClass = sheet ? styles.sheetRow : styles.barRow;
  const Link = sheet ? ReplacingLink : LocaleLink;
  const to = (regionKey: string, cityKey?: string) =>
    listingHref({ category, region: regionKey, city: cityKey }, filters);

  const { cities, popular, secondary } = citiesByShare(region);
  // docs/product.md §2: Outaouais listings point to the sister site's Ottawa pages of the same category.
  const nearbyUrl = variant.sisterSiteUrl ? nearbyCityUrls(region, variant.sisterSiteUrl)?.[category] : undefined;
  const nearby = nearbyUrl && region.nearbyCity ? { url: nearbyUrl, label: region.nearbyCity.label[locale] } : null;
  const chips = city && !popular.includes(city) ? [...popular, city] : popular;

  return (
    <nav aria-label={t('location.label')} className={styles.placeBar}>
      <div className={rowClass}>
        {PROVINCES.length > 1 && (
          <PickerButton
            label={t('location.province')}
            value={province.label[locale]}
            modalKey={PLACE_MODALS.province}
          />
        )}
        <PickerButton label={t('location.region')} value={regionName(region, locale)} modalKey={PLACE_MODALS.region} />
        {cities.length > 0 && (
          <PickerButton
            label={t('location.city')}
            value={city ? city.label[locale] : t('location.wholeRegion', { region: regionName(region, locale) })}
            modalKey={PLACE_MODALS.city}
          />
        )}
        {!sheet && <div aria-hidden="true" className={styles.barDivider} />}
        <div role="group" aria-label={t('location.quickFilters')} className={styles.quickFilters}>
          {QUICK_FILTERS.map((candidate) => {
            const current = candidate.key === region.key;
            return (
              <Link
                key={candidate.key}
                to={to(candidate.key)}
                className={pillClass({ selected: current, size: 'medium', icon: true })}
                aria-current={current ? 'page' : undefined}
              >
                <Icon name="place" className={pillIcon} />
                {regionName(candidate, locale)}
              </Link>
            );
          })}
        </div>
      </div>
      {cities.length > 0 && (
        <div
          role="group"
          aria-label={t('location.cities', { region: regionName(region, locale) })}
          className={rowClass}
        >
          <Link to={to(region.key)} className={pillClass({ selected: !city })} aria-current={city ? undefined : 'page'}>
            {t('location.wholeRegion', { region: regionName(region, locale) })}
          </Link>
          {chips.map((candidate) => {
            const current = candidate.key === city?.key;
            return (
              <Link
                key={candidate.key}
                to={to(region.key, candidate.key)}
                className={pillClass({ selected: current })}
                aria-current={current ? 'page' : undefined}
              >
                {candidate.label[locale]}
              </Link>
            );
          })}
          {secondary.length > 0 && <MoreCitiesChip label={t('location.moreCities')} />}
          {nearby && (
            <a href={nearby.url} target="_blank" rel="noopener" className={pillClass({ icon: true })}>
              <Icon name="openInNew" className={pillIcon} />
              <VisuallyHidden>{t('location.newTab')}</VisuallyHidden>
              {t('location.nearbyCity', { city: nearby.label })}
            </a>
          )}
        </div>
      )}
    </nav>
  );
}
