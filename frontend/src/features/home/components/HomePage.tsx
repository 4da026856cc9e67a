import { quickFilters } from '@annuaire/shared';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { variant } from '@/config/variant';
import { usePageMeta } from '@/lib/head';
import { useUrlFragment } from '@/lib/url-fragment';
import { AdvertiseBanner } from './AdvertiseBanner';
import { CategoryGrid } from './CategoryGrid';
import { Hero } from './Hero';
import { RegionPicker } from './RegionPicker';
import { SafetySection } from './SafetySection';

/** The site's quick filters (docs/product.md §2), its home region first: Toronto on the Canada-wide site, Montréal on the Quebec one. */
const REGIONS = [...quickFilters(variant.website)].sort(
  (a, b) => Number(b.key === variant.homeRegion) - Number(a.key === variant.homeRegion),
);

/**
 * Home: hero, region quick filters and the category entry points of the chosen region. The chosen region is
 * kept in the URL fragment (`/#laval`), so it survives a reload and can be shared, without a navigation.
 */
export function HomePage() {
  const { t } = useTranslation('home');
  usePageMeta(t(`meta.title.${variant.website}`), t(`meta.description.${variant.website}`));
  const [regionKey, setRegionKey] = useUrlFragment(variant.homeRegion);
  const region = REGIONS.find((candidate) => candidate.key === regionKey) ?? REGIONS[0]!;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: { xs: 6, md: 9 } }}>
      <Hero region={region} />
      <Box
        component="section"
        aria-labelledby="home-regions"
        sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}
      >
        <RegionPicker regions={REGIONS} selected={region.key} onSelect={setRegionKey} />
        <CategoryGrid region={region} />
      </Box>
      <SafetySection />
      <AdvertiseBanner />
    </Box>
  );
}
