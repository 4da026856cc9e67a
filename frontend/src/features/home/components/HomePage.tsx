import { findRegion, quickFilters } from '@annuaire/shared';
import { useTranslation } from 'react-i18next';
import { variant } from '@/config/variant';
import { usePageMeta } from '@/lib/head';
import { servedRegionKey } from '@/lib/remembered-region';
import { useUrlFragment } from '@/lib/url-fragment';
import { useHome } from '../api/get-home';
import { AdvertiseBanner } from './AdvertiseBanner';
import { CategoryGrid } from './CategoryGrid';
import { Hero } from './Hero';
import styles from './Home.module.css';
import { HomeProfiles } from './HomeProfiles';
import { HomePromises } from './HomePromises';
import { RegionCounts } from './RegionCounts';
import { RegionPicker } from './RegionPicker';
import { SafetySection } from './SafetySection';

/** The site's quick filters (docs/product.md §2), its home region first: Toronto on the Canada-wide site, Montréal on the Quebec one. */
const REGIONS = [...quickFilters(variant.website)].sort(
  (a, b) => Number(b.key === variant.homeRegion) - Number(a.key === variant.homeRegion),
);

/**
 * Home: the title and search, real profiles of the visitor's region, what the site promises, region quick filters
 * with the region's categories, and every region with its count. The region is the one chosen here, kept in the
 * URL fragment (`/#laval`, shareable, no navigation); else the last listing's region (a cookie the server reads too,
 * so the first HTML already shows that region's faces); else the site's home region, its largest city, as the API
 * answers it (docs/product.md §2 home).
 *
 * The first screen is for faces: on phones the title and search take a line or two, the profiles follow, and the
 * promises come after them; from `md` up the promises stand beside the title, above the profiles.
 */
export function HomePage() {
  const { t } = useTranslation('home');
  usePageMeta(t(`meta.title.${variant.website}`), t(`meta.description.${variant.website}`));
  const [fragment, setFragment] = useUrlFragment('');
  const chosen = servedRegionKey(fragment) ?? null;
  const home = useHome(chosen);
  const region =
    findRegion(undefined, chosen ?? home.data?.region ?? variant.homeRegion) ??
    findRegion(undefined, variant.homeRegion)!;
  // A remembered region that is not a quick filter leads the chips, so the one shown is always among them.
  const chips = REGIONS.some((candidate) => candidate.key === region.key) ? REGIONS : [region, ...REGIONS];

  // Plain elements and one static stylesheet (Home.module.css): the home is many visitors' first page.
  return (
    <div className={styles.page}>
      <div className={styles.opening}>
        <Hero region={region} />
        <div className={styles.profilesArea}>
          <HomeProfiles answer={home.data} pending={home.isPending} busy={home.isPlaceholderData} />
        </div>
        <HomePromises />
      </div>
      <section aria-labelledby="home-regions" className={styles.regions}>
        <RegionPicker regions={chips} selected={region.key} onSelect={setFragment} />
        <CategoryGrid region={region} />
      </section>
      {home.data && <RegionCounts regions={home.data.regions} />}
      <SafetySection />
      <AdvertiseBanner />
    </div>
  );
}
