import type { ListingCategory } from '@annuaire/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { FilterChoices } from './FilterChoices';
import { countFilters, withoutFilters, type ListingFilters } from '../listing-filters';

interface FilterBarProps {
  category: ListingCategory;
  filters: ListingFilters;
  onChange: (next: ListingFilters) => void;
}

/**
 * The order and the gender, meeting, contact and "show only" filters of docs/product.md §2, laid out in the page from
 * `md` up (below, the filter sheet holds them: ListingView). They live in the URL (`?travel=outcall,virtual&sort=newest`),
 * so a filtered listing can be shared, reloaded and reached with Back; any change starts again from page 1.
 */
export function FilterBar({ category, filters, onChange }: FilterBarProps) {
  const { t } = useTranslation('directory');
  const active = countFilters(filters);
  return (
    <Box
      component="section"
      aria-label={t('filters.title')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        columnGap: 4,
        rowGap: 1,
        py: 1.25,
        px: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: '16px',
        bgcolor: 'background.paper',
        position: 'relative',
      }}
    >
      <FilterChoices category={category} filters={filters} onChange={onChange} />
      {active > 0 && (
        <Button
          size="small"
          onClick={() => onChange(withoutFilters(filters))}
          sx={{ position: 'absolute', top: 6, right: 10 }}
        >
          {t('filters.clear')}
        </Button>
      )}
    </Box>
  );
}
