import { findRegion, listingPath } from '@annuaire/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';
import { regionName } from '@/lib/place-name';
import { useLocale } from '@/lib/use-locale';
import type { HomeAnswer } from '../api/home-schema';

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
    <Box component="section" aria-labelledby="home-region-counts">
      <Typography id="home-region-counts" variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.75rem' }, mb: 2 }}>
        {t('regionCounts.title')}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {known.map(({ region, count }) => (
          <li key={region.key}>
            <Box
              component={LocaleLink}
              to={listingPath({ category: 'all', region: region.key })}
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                gap: 2,
                px: 2,
                py: 1.25,
                border: 1,
                borderColor: 'divider',
                borderRadius: '12px',
                color: 'text.primary',
                textDecoration: 'none',
                fontWeight: 650,
                '&:hover': { borderColor: 'primary.main' },
                '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <span>{regionName(region, locale)}</span>{' '}
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500, whiteSpace: 'nowrap' }}>
                {t('regionCounts.count', { count })}
              </Box>
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
