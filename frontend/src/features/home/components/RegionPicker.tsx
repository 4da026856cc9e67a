import type { Region } from '@annuaire/shared';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/use-locale';
import { regionName } from '@/lib/place-name';

/**
 * Quick-filter regions as toggle chips, wrapped onto as many rows as they need: a single row that scrolled
 * sideways hid the chips past the edge, the current region among them.
 */
export function RegionPicker({
  regions,
  selected,
  onSelect,
}: {
  regions: readonly Region[];
  selected: string;
  onSelect: (key: string) => void;
}) {
  const { t } = useTranslation('home');
  const { locale } = useLocale();
  return (
    <Box>
      <Typography id="home-regions" variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.75rem' } }}>
        {t('regions.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('regions.subtitle')}
      </Typography>
      <Box
        role="group"
        aria-label={t('regions.label')}
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
        }}
      >
        {regions.map((region) => {
          const active = region.key === selected;
          return (
            <Chip
              key={region.key}
              icon={<PlaceOutlined />}
              label={regionName(region, locale)}
              clickable
              color={active ? 'primary' : 'default'}
              variant={active ? 'filled' : 'outlined'}
              aria-pressed={active}
              onClick={() => onSelect(region.key)}
              sx={{ height: 40, px: 0.5, borderRadius: 999, fontSize: 15, flexShrink: 0 }}
            />
          );
        })}
      </Box>
    </Box>
  );
}
