import { findCity, findRegion, isListingCategory } from '@annuaire/shared';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LocaleLink } from '@/components/LocaleLink';
import { Pill } from '@/components/Pill';
import { regionName } from '@/lib/place-name';
import { useLocale } from '@/lib/use-locale';
import type { NearbyPlace } from '../api/listing-schema';
import { parseFilters } from '../listing-filters';
import { listingHref } from '../listing-place';

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
    <Box
      component="section"
      aria-labelledby={headingId}
      data-testid="nearby-suggestions"
      sx={{ p: { xs: 2, sm: 2.5 }, border: 1, borderColor: 'divider', borderRadius: '20px', mt: 3 }}
    >
      <Typography id={headingId} component="h2" variant="h6">
        {t('nearby.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
        {t('nearby.hint')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {links.map((link) => (
          <li key={link.key}>
            <Pill
              component={LocaleLink}
              to={link.to}
              size="medium"
              icon={<PlaceOutlined />}
              aria-label={t('nearby.link', { place: link.name, profiles: t('listing.count', { count: link.total }) })}
              label={
                <>
                  {link.name}
                  <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500 }}>
                    {t('listing.count', { count: link.total })}
                  </Box>
                </>
              }
            />
          </li>
        ))}
      </Box>
    </Box>
  );
}
