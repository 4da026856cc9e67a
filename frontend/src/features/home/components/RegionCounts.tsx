import { findRegion, listingPath } from '@annuaire/shared';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';
import { regionName } from '@/lib/place-name';
import { useLocale } from '@/lib/use-locale';
import type { HomeAnswer } from '../api/home-schema';
import styles from './Home.module.css';

/** Every region with profiles, busiest first, with how many it lists: each a link to the region's listing. */
export function RegionCounts({ regions }: { regions: HomeAnswer['regions'] }) {
  const { t } = useTranslation('home');
  const { locale } = useLocale();
  const known = regions.flatMap(({ key, count }) => {
    const region = findRegion(undefined, key);
    return region ? [{ region, count }] : [];
  });
  if (known.length === 0) return null;
  return (
    <section aria-labelledby="home-region-counts">
      <h2 id="home-region-counts" className={`${styles.title} ${styles.countsTitle}`}>
        {t('regionCounts.title')}
      </h2>
      <ul className={styles.counts}>
        {known.map(({ region, count }) => (
          <li key={region.key}>
            <LocaleLink to={listingPath({ category: 'all', region: region.key })} className={styles.count}>
              <span>{regionName(region, locale)}</span> <span>{t('regionCounts.count', { count })}</span>
            </LocaleLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
