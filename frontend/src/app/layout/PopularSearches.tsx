import { footerLinks, parseListingPath, type FooterLink, type LabelLocale } from '@annuaire/shared';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';
import { variant } from '@/config/variant';
import { regionName } from '@/lib/place-name';
import { useLocale } from '@/lib/use-locale';
import styles from './Footer.module.css';

/** A region of the footer with its flagged cities; `path` is absent when only its cities are flagged. */
export interface PlaceGroup {
  readonly key: string;
  readonly name: string;
  readonly path?: string;
  readonly cities: readonly { readonly id: string; readonly name: string; readonly path: string }[];
}

/**
 * The site's footer links (docs/product.md §2: places flagged footerLink, female-escorts listings) grouped by region,
 * so a city reads under its region: "Winnipeg" the region and "Winnipeg" the city stay distinguishable.
 */
export function groupFooterLinks(links: readonly FooterLink[], locale: LabelLocale): PlaceGroup[] {
  const groups: { key: string; name: string; path?: string; cities: PlaceGroup['cities'][number][] }[] = [];
  for (const link of links) {
    const region = parseListingPath(link.path)?.region;
    if (!region) continue;
    let group = groups.at(-1);
    if (group?.key !== region.key) {
      group = { key: region.key, name: regionName(region, locale), cities: [] };
      groups.push(group);
    }
    if (link.kind === 'region') group.path = link.path;
    else group.cities.push({ id: link.id, name: link.label[locale], path: link.path });
  }
  return groups;
}

const LINKS = footerLinks(variant.website);

/** The footer's "popular searches": every flagged region and city of the site, in newspaper columns. */
export function PopularSearches() {
  const { t } = useTranslation('footer');
  const { locale } = useLocale();
  return (
    <section aria-labelledby="footer-popular" className={styles.popular}>
      <h2 id="footer-popular" className={styles.heading}>
        {t('footer.popular')}
      </h2>
      <ul className={styles.places}>
        {groupFooterLinks(LINKS, locale).map((group) => (
          <li key={group.key}>
            {group.path ? (
              <LocaleLink to={group.path}>{t('footer.listing', { place: group.name })}</LocaleLink>
            ) : (
              <span className={styles.regionName}>{group.name}</span>
            )}
            {group.cities.length > 0 && (
              <ul className={styles.cities}>
                {group.cities.map((city) => (
                  <li key={city.id}>
                    <LocaleLink to={city.path}>{city.name}</LocaleLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
