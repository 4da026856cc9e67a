import { findCity, findProvince, findRegion, listingPath, type LabelLocale } from '@annuaire/shared';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';
import { VARIANTS } from '@/config/variant';
import { localizePath } from '@/lib/locale-path';
import { regionName } from '@/lib/place-name';
import { useLocale } from '@/lib/use-locale';
import type { SeeAll, SisterPlace } from '../api/search-users';

/** What links call a place: a city by its name, a region by its short name (Toronto), a province by its name. */
function placeName(
  place: { kind?: SisterPlace['kind']; province?: string; region: string; city: string | null },
  locale: LabelLocale,
): string | null {
  if (place.kind === 'province' && place.province) return findProvince(place.province)?.label[locale] ?? null;
  const region = findRegion(undefined, place.region);
  if (!region) return null;
  if (place.city === null) return regionName(region, locale);
  return findCity(region.key, place.city)?.label[locale] ?? null;
}

/**
 * Below profiles that are a place's own, when it holds more than the overlay shows: its listing, which pages,
 * filters and sorts them all (docs/product.md §2 search).
 */
export function SearchSeeAll({ seeAll }: { seeAll: SeeAll }) {
  const { t } = useTranslation('panels');
  const { locale } = useLocale();
  const place = placeName(seeAll, locale);
  if (!place) return null;
  const to = listingPath({ category: 'all', region: seeAll.region, ...(seeAll.city ? { city: seeAll.city } : {}) });
  return (
    <Box sx={{ mt: 2, textAlign: 'center' }}>
      <Button component={LocaleLink} to={to} variant="outlined" endIcon={<ArrowForwardRounded />}>
        {t('search.seeAll', { count: seeAll.total, place })}
      </Button>
    </Box>
  );
}

/** Below profiles found by name, when more match: the next 20 in the overlay itself. */
export function SearchShowMore({ onMore }: { onMore: () => void }) {
  const { t } = useTranslation('panels');
  return (
    <Box sx={{ mt: 2, textAlign: 'center' }}>
      <Button variant="outlined" onClick={onMore}>
        {t('search.showMore')}
      </Button>
    </Box>
  );
}

/**
 * A place only the sister site serves ("Toronto" on the Quebec site): a link to its listing there, in the page's
 * language, opening in a new tab as the footer's sister link does. Nothing when this build has no address for it.
 */
export function SearchSisterPlace({ sister }: { sister: SisterPlace }) {
  const { t } = useTranslation('panels');
  const { locale } = useLocale();
  const site = VARIANTS[sister.website];
  const place = placeName(sister, locale);
  if (!site.siteUrl || !place) return null;
  const href = site.siteUrl.replace(/\/+$/, '') + localizePath(sister.path, locale, site.defaultLocale);
  return (
    <Box sx={{ mb: 3, p: 1.75, borderRadius: '12px', border: 1, borderColor: 'divider' }}>
      <Link
        href={href}
        target="_blank"
        rel="noopener"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 650 }}
      >
        {t(`search.sister.${sister.website}`, { place })}
        <OpenInNewRounded sx={{ fontSize: 16 }} titleAccess={t('search.newTab')} />
      </Link>
    </Box>
  );
}
