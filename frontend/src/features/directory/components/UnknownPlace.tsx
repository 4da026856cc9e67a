import { listingPath, quickFilters } from '@annuaire/shared';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';
import { variant } from '@/config/variant';
import { ErrorScreen } from '@/features/errors';
import { usePageMeta } from '@/lib/head';
import { regionName } from '@/lib/place-name';
import { useLocale } from '@/lib/use-locale';

const REGIONS = quickFilters(variant.website);

/** A listing address naming no place of this site (docs/product.md §2): say so, and offer the popular regions. */
export function UnknownPlace() {
  const { t } = useTranslation('directory');
  const { locale } = useLocale();
  usePageMeta(t('meta.unknownPlaceTitle'));
  return (
    <Box>
      <ErrorScreen
        kind="notFound"
        title={t('listing.unknownPlace.title')}
        subtitle={t('listing.unknownPlace.subtitle')}
      />
      <Box
        component="nav"
        aria-label={t('location.quickFilters')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center', mt: 1 }}
      >
        {REGIONS.map((region) => (
          <Chip
            key={region.key}
            component={LocaleLink}
            to={listingPath({ category: 'all', region: region.key })}
            clickable
            icon={<PlaceOutlined />}
            label={regionName(region, locale)}
            variant="outlined"
          />
        ))}
      </Box>
    </Box>
  );
}
