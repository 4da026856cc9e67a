import { LISTING_CATEGORIES, listingPath, type ListingCategory, type Region } from '@annuaire/shared';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '@/components/Icon';
import { LocaleLink } from '@/components/LocaleLink';
import { regionName } from '@/lib/place-name';
import { useLocale } from '@/lib/use-locale';
import styles from './Home.module.css';

const ICONS: Record<ListingCategory, IconName> = {
  'female-escorts': 'female',
  'male-escorts': 'male',
  'trans-escorts': 'transgender',
  all: 'groups',
  libertines: 'diversity1',
};

/** The five listing categories of the chosen region, each a link to /{category}/{region}. */
export function CategoryGrid({ region }: { region: Region }) {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  const { locale } = useLocale();
  return (
    <div>
      <h2 className={styles.categoriesTitle}>{t('categories.title', { region: regionName(region, locale) })}</h2>
      <p className={styles.categoriesSubtitle}>{t('categories.subtitle')}</p>
      <ul className={styles.categories}>
        {LISTING_CATEGORIES.map((category) => (
          <li key={category} className={`${styles.card} ${styles.category}`}>
            <LocaleLink to={listingPath({ category, region: region.key })} className={styles.categoryLink}>
              <span className={`${styles.badge} ${styles.categoryIcon}`}>
                <Icon name={ICONS[category]} />
              </span>
              <span className={styles.categoryName}>
                {tc(`categories.${category}`)}
                <Icon name="arrowForward" />
              </span>
              <span className={styles.categoryText}>{t(`categories.descriptions.${category}`)}</span>
            </LocaleLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
