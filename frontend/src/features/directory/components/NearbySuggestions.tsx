import { findCity, findRegion, isListingCategory } from '@annuaire/shared';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { pillClass, pillIcon } from '@/components/controls';
import { LocaleLink } from '@/components/LocaleLink';
import { Icon } from '@/components/Icon';
import { regionName } from '@/lib/place-name';
import { useLocale } from '@/lib/use-locale';
import type { NearbyPlace } from '../api/listing-schema';
import { parseFilters } from '../listing-filters';
import { listingHref } from '../listing-place';
import styles from './Listing.module.css';

interface NearbySuggestionsProps {
  /** What the listing answer suggests (empty once the listing holds 3 profiles). */
  places: readonly NearbyPlace[] | undefined;
  /** The listing being shown: its category, and its region (a suggestion of the same region is "all of it"). */
  from: { category?: string | undefined; region?: string | undefined };
}

/**
 * The directory suggestion threshold (docs/product.md §9): under a listing holding fewer than 3 profiles, the
 * nearby places that hold some, with their counts, each linking to its listing in the same category and with the
 * same filters. Rendered from the listing answer, so the server's page shows it too.
 */
export function NearbySuggestions({ places, from }: NearbySuggestionsProps) {
  const { t } = useTranslation('directory');
  const { locale } = useLocale();
  const { search } = useLocation();
  const headingId = useId();
  const filters = useMemo(() => parseFilters(new URLSearchParams(search)), [search]);
  const category = from.category;
  if (!places || places.length === 0 || !category || !isListingCategory(category)) return null;

  const links = places.flatMap((place) => {
    const region = findRegion(undefined, place.region);
    if (!region) return [];
    const city = place.city ? findCity(region.key, place.city) : undefined;
    if (place.city && !city) return [];
    const name = city
      ? city.label[locale]
      : place.region === from.region
        ? t('nearby.wholeRegion', { region: regionName(region, locale) })
        : regionName(region, locale);
    const to = listingHref({ category, region: region.key, city: city?.key }, filters);
    return [{ key: `${region.key}/${city?.key ?? ''}`, name, to, total: place.total }];
  });
  if (links.length === 0) return null;

  return (
    <section aria-labelledby={headingId} data-testid="nearby-suggestions" className={styles.nearby}>
      <h2 id={headingId} className={styles.nearbyTitle}>
        {t('nearby.title')}
      </h2>
      <p className={styles.nearbyHint}>{t('nearby.hint')}</p>
      <ul className={styles.nearbyList}>
        {links.map((link) => (
          <li key={link.key}>
            <LocaleLink
              to={link.to}
              className={pillClass({ size: 'medium', icon: true })}
              aria-label={t('nearby.link', { place: link.name, profiles: t('listing.count', { count: link.total }) })}
            >
              <Icon name="place" className={pillIcon} />
              {link.name}
              <span className={styles.nearbyCount}>{t('listing.count', { count: link.total })}</span>
            </LocaleLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
