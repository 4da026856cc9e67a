import { findCity, findProvince, findRegion, listingPath, type LabelLocale } from '@annuaire/shared';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';
import { regionName, regionTitleName } from '@/lib/place-name';
import { useLocale } from '@/lib/use-locale';
import type { PlaceHit } from '../api/search-users';

/** The place's name and what sits above it ("Montréal-Nord", "Montréal"), in the page's language. */
export function placeNames(place: PlaceHit, locale: LabelLocale): { name: string; context: string } | null {
  const province = findProvince(place.province);
  const region = findRegion(undefined, place.region);
  if (!province || !region) return null;
  if (place.kind === 'province') return { name: province.label[locale], context: regionName(region, locale) };
  if (place.kind === 'region' || place.city === null) {
    return { name: region.label[locale], context: province.label[locale] };
  }
  const city = findCity(region.key, place.city);
  // A city reads under its region's own name (Oakville under Greater Toronto Area), never under another city's.
  return city ? { name: city.label[locale], context: regionTitleName(region, locale).name } : null;
}

/**
 * A place in the search's first section (docs/product.md §2 search): its name, the region or province around it,
 * the keyword that found it, and its profile count; the whole row links to its listing of every category.
 */
export function SearchPlaceLink({ place }: { place: PlaceHit }) {
  const { t } = useTranslation('panels');
  const { locale } = useLocale();
  const names = placeNames(place, locale);
  if (!names) return null;
  const to = listingPath({ category: 'all', region: place.region, ...(place.city ? { city: place.city } : {}) });
  const context = place.keyword ? `${place.keyword} · ${names.context}` : names.context;
  return (
    <ButtonBase
      component={LocaleLink}
      to={to}
      sx={{
        width: '100%',
        justifyContent: 'flex-start',
        textAlign: 'left',
        gap: 1.5,
        px: 1.75,
        py: 1.25,
        borderRadius: '12px',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        transition: 'border-color 150ms',
        '&:hover, &.Mui-focusVisible': { borderColor: 'primary.main' },
      }}
    >
      <PlaceRounded sx={{ color: 'brand.main' }} aria-hidden />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography component="span" sx={{ display: 'block', fontWeight: 750 }}>
          {names.name}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {context}
        </Typography>
      </Box>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {t('search.placeProfiles', { count: place.total })}
      </Typography>
    </ButtonBase>
  );
}
