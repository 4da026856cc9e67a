import { listingPath, quickFilters } from '@annuaire/shared';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/Icon';
import { LocaleLink } from '@/components/LocaleLink';
import { variant } from '@/config/variant';
import { ErrorScreen } from '@/features/errors';
import { usePageMeta } from '@/lib/head';
import { regionName } from '@/lib/place-name';
import { useLocale } from '@/lib/use-locale';
import styles from './Listing.module.css';

const REGIONS = quickFilters(variant.website);

/** A listing address naming no place of this site (docs/product.md §2): say so, and offer the popular regions. */
export function UnknownPlace() {
  const { t } = useTranslation('directory');
  const { locale } = useLocale();
  usePageMeta(t('meta.unknownPlaceTitle'));
  return (
    <div>
      <ErrorScreen
        kind="notFound"
        title={t('listing.unknownPlace.title')}
        subtitle={t('listing.unknownPlace.subtitle')}
      />
      <nav aria-label={t('location.quickFilters')} className={styles.regions}>
        {REGIONS.map((region) => (
          <LocaleLink
            key={region.key}
            to={listingPath({ category: 'all', region: region.key })}
            className={styles.regionChip}
          >
            <Icon name="place" className={styles.regionIcon} />
            <span>{regionName(region, locale)}</span>
          </LocaleLink>
        ))}
      </nav>
    </div>
  );
}
