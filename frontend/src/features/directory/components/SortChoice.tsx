import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Pill } from '@/components/Pill';
import { SORTS, type ListingFilters } from '../listing-filters';

/**
 * The listing's order (docs/product.md §2): featured (rank), recently active, newest. One choice at a time, kept
 * in the URL beside the filters (`?sort=newest`; rank, the default, is the address without it).
 */
export function SortChoice({
  filters,
  onChange,
}: {
  filters: ListingFilters;
  onChange: (next: ListingFilters) => void;
}) {
  const { t } = useTranslation('directory');
  const labelId = useId();
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      sx={{
        display: 'flex',
        flexDirection: { xs: 'row', md: 'column' },
        alignItems: { xs: 'center', md: 'flex-start' },
        gap: { xs: 0.75, md: 0.5 },
        maxWidth: '100%',
        overflowX: { xs: 'auto', md: 'visible' },
        scrollbarWidth: 'none',
      }}
    >
      <Typography
        id={labelId}
        variant="caption"
        color="text.secondary"
        sx={{ flexShrink: 0, fontWeight: 700, lineHeight: '24px', letterSpacing: '0.06em', textTransform: 'uppercase' }}
      >
        {t('sort.label')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 0.625, '& > *': { flexShrink: 0 } }}>
        {SORTS.map((sort) => {
          const on = filters.sort === sort;
          return (
            <Pill
              key={sort}
              label={t(`sort.${sort}`)}
              selected={on}
              aria-pressed={on}
              onClick={() => {
                if (!on) onChange({ ...filters, sort });
              }}
            />
          );
        })}
      </Box>
    </Box>
  );
}
