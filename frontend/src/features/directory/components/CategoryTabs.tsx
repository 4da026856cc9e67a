import { LISTING_CATEGORIES, type ParsedListingPath } from '@annuaire/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';
import { genderOptions, type ListingFilters } from '../listing-filters';
import { listingHref } from '../listing-place';
import styles from './Listing.module.css';

/** How far each end of the row fades when there is more that way (Listing.module.css `.tabs`). */
const FADE_PX = 24;
/** A row scrolled away from its start fades at that end too, so a tab cut there reads as "more this way". */
const markScrolled = (nav: HTMLElement) => nav.toggleAttribute('data-scrolled', nav.scrollLeft > 0);

/**
 * The five categories at the same place, as links (crawlable, and each its own page). Filters follow,
 * except genders the target category does not offer. Always one row: narrower than the five, it scrolls
 * sideways (its end fades), and the current category is brought into view.
 */
export function CategoryTabs({ parsed, filters }: { parsed: ParsedListingPath; filters: ListingFilters }) {
  const { t } = useTranslation('directory');
  const { t: tc } = useTranslation();
  const navRef = useRef<HTMLElement>(null);

  // The server cannot know the screen's width, so the row starts scrolled to its beginning; a current tab past
  // the right edge ("Tous les profils" on a phone) is brought near the row's start once the page is live, just past
  // the fade, which then shows the end of the tab before it.
  useEffect(() => {
    const nav = navRef.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !current) return;
    const box = nav.getBoundingClientRect();
    const tab = current.getBoundingClientRect();
    if (tab.right > box.right || tab.left < box.left) nav.scrollLeft += tab.left - box.left - FADE_PX - 4;
    markScrolled(nav);
  }, [parsed.category]);

  return (
    <nav
      ref={navRef}
      aria-label={t('listing.categories')}
      onScroll={(event) => markScrolled(event.currentTarget)}
      className={styles.tabs}
    >
      <ul className={styles.tabList}>
        {LISTING_CATEGORIES.map((category) => {
          const current = category === parsed.category;
          const offered = genderOptions(category);
          const kept = { ...filters, gender: filters.gender.filter((gender) => offered.includes(gender)) };
          return (
            <li key={category}>
              <LocaleLink
                to={listingHref({ category, region: parsed.region.key, city: parsed.city?.key }, kept)}
                aria-current={current ? 'page' : undefined}
                className={styles.tab}
              >
                {tc(`categories.${category}`)}
              </LocaleLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
