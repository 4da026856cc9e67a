import type { ListingCategory } from '@annuaire/shared';
import CheckRounded from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Pill } from '@/components/Pill';
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
  const labelId = useId();
  const chosen = filters[name] as readonly string[];
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      sx={{
        display: 'flex',
        // Phones: label and chips on one row scrolled sideways; wider screens: the label above its chips.
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
        {t(`filters.${name}.label`)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 0.625, '& > *': { flexShrink: 0 } }}>
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
      </Box>
    </Box>
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
