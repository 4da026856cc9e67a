import { listingPath, type Region } from '@annuaire/shared';
import { useTranslation } from 'react-i18next';
import { buttonClass, endIcon } from '@/components/controls';
import { Icon } from '@/components/Icon';
import { LocaleLink } from '@/components/LocaleLink';
import { variant } from '@/config/variant';
import { regionName } from '@/lib/place-name';
import { useLocale } from '@/lib/use-locale';
import { useOpenSearch } from '@/lib/open-search';
import styles from './Home.module.css';

/**
 * The home's opening: a short title and the two ways in, search a name or browse a region. Compact on phones (the
 * title on a line or two, then the search), so that the region's faces follow within the first screen
 * (docs/product.md §2 home). The browse link shows from `md` up; on phones the categories below lead to the same
 * listing ("all" profiles of the region).
 */
export function Hero({ region }: { region: Region }) {
  const { t } = useTranslation('home');
  const { locale } = useLocale();
  const openSearch = useOpenSearch();
  return (
    <section aria-labelledby="home-title" className={styles.intro}>
      <h1 id="home-title" className={styles.heroTitle}>
        {t(`hero.title.${variant.website}`)}
      </h1>
      <button type="button" onClick={openSearch} data-search-opener aria-haspopup="dialog" className={styles.search}>
        <Icon name="search" className={styles.searchIcon} />
        {t('hero.search')}
      </button>
      <div className={styles.browse}>
        <LocaleLink to={listingPath({ category: 'all', region: region.key })} className={buttonClass('primaryText')}>
          {t('hero.browse', { region: regionName(region, locale) })}
          <Icon name="arrowForward" small className={endIcon} />
        </LocaleLink>
      </div>
    </section>
  );
}
