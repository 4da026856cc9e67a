import type { ListingCategory } from '@annuaire/shared';
import CheckRounded from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Pill } from '@/components/Pill';
import { ChipGroup } from './ChipGroup';
import { SortChoice } from './SortChoice';
import {
  countFilters,
  FILTER_OPTIONS,
  genderOptions,
  toggleFilter,
  withoutFilters,
  type FilterName,
  type FilterValue,
  type ListingFilters,
} from '../listing-filters';

interface FilterBarProps {
  category: ListingCategory;
  filters: ListingFilters;
  onChange: (next: ListingFilters) => void;
}

function FilterGroup<F extends FilterName>({
  name,
  options,
  filters,
  onChange,
}: {
  name: F;
  options: readonly FilterValue<F>[];
  filters: ListingFilters;
  onChange: (next: ListingFilters) => void;
}) {
  const { t } = useTranslation('directory');
  const chosen = filters[name] as readonly string[];
  return (
    <ChipGroup label={t(`filters.${name}.label`)}>
      {options.map((value) => {
        const on = chosen.includes(value);
        return (
          <Pill
            key={value}
            label={t(`filters.${name}.${value}` as `filters.${FilterName}.label`)}
            icon={on ? <CheckRounded /> : undefined}
            selected={on}
            aria-pressed={on}
            onClick={() => onChange(toggleFilter(filters, name, value))}
          />
        );
      })}
    </ChipGroup>
  );
}

/**
 * The order and the gender, meeting, contact and "show only" filters of docs/product.md §2. They live in the URL
 * (`?travel=outcall,virtual&sort=newest`), so a filtered listing can be shared, reloaded and reached with Back; any
 * change starts again from page 1.
 */
export function FilterBar({ category, filters, onChange }: FilterBarProps) {
  const { t } = useTranslation('directory');
  const genders = genderOptions(category);
  const active = countFilters(filters);
  return (
    <Box
      component="section"
      aria-label={t('filters.title')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: { xs: 'stretch', md: 'flex-end' },
        flexDirection: { xs: 'column', md: 'row' },
        columnGap: 4,
        rowGap: 1,
        py: 1.25,
        px: { xs: 1.5, sm: 2 },
        border: 1,
        borderColor: 'divider',
        borderRadius: '16px',
        bgcolor: 'background.paper',
        position: 'relative',
      }}
    >
      <SortChoice filters={filters} onChange={onChange} />
      <FilterGroup name="only" options={FILTER_OPTIONS.only} filters={filters} onChange={onChange} />
      {genders.length > 0 && <FilterGroup name="gender" options={genders} filters={filters} onChange={onChange} />}
      <FilterGroup name="travel" options={FILTER_OPTIONS.travel} filters={filters} onChange={onChange} />
      <FilterGroup name="contact" options={FILTER_OPTIONS.contact} filters={filters} onChange={onChange} />
      {active > 0 && (
        <Button
          size="small"
          onClick={() => onChange(withoutFilters(filters))}
          sx={{ alignSelf: 'flex-start', position: { md: 'absolute' }, top: 6, right: 10 }}
        >
          {t('filters.clear')}
        </Button>
      )}
    </Box>
  );
}
