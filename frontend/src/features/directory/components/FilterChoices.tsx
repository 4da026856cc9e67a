import type { ListingCategory } from '@annuaire/shared';
import { useTranslation } from 'react-i18next';
import { pillClass, pillIcon } from '@/components/controls';
import { Icon } from '@/components/Icon';
import { ChipGroup, type ChipGroupLayout } from './ChipGroup';
import { SortChoice } from './SortChoice';
import {
  FILTER_OPTIONS,
  genderOptions,
  GROUP_ORDER,
  toggleFilter,
  type FilterName,
  type FilterValue,
  type ListingFilters,
} from '../listing-filters';

interface FilterChoicesProps {
  category: ListingCategory;
  filters: ListingFilters;
  onChange: (next: ListingFilters) => void;
  layout?: ChipGroupLayout;
}

function FilterGroup<F extends FilterName>({
  name,
  options,
  filters,
  onChange,
  layout,
}: Omit<FilterChoicesProps, 'category'> & { name: F; options: readonly FilterValue<F>[] }) {
  const { t } = useTranslation('directory');
  const chosen = filters[name] as readonly string[];
  return (
    <ChipGroup label={t(`filters.${name}.label`)} layout={layout}>
      {options.map((value) => {
        const on = chosen.includes(value);
        return (
          <button
            key={value}
            type="button"
            className={pillClass({ selected: on, icon: on })}
            aria-pressed={on}
            onClick={() => onChange(toggleFilter(filters, name, value))}
          >
            {on && <Icon name="check" className={pillIcon} />}
            {t(`filters.${name}.${value}` as `filters.${FilterName}.label`)}
          </button>
        );
      })}
    </ChipGroup>
  );
}

/**
 * The order, then the "show only", gender, meeting and contact groups of docs/product.md §2, each a labelled row of
 * toggles: the wide screens' filter bar and the phones' sheet hold the same controls.
 */
export function FilterChoices({ category, filters, onChange, layout }: FilterChoicesProps) {
  const options = (name: FilterName): readonly string[] =>
    name === 'gender' ? genderOptions(category) : FILTER_OPTIONS[name];
  return (
    <>
      <SortChoice filters={filters} onChange={onChange} layout={layout} />
      {GROUP_ORDER.filter((name) => options(name).length > 0).map((name) => (
        <FilterGroup
          key={name}
          name={name}
          options={options(name) as readonly FilterValue<typeof name>[]}
          filters={filters}
          onChange={onChange}
          layout={layout}
        />
      ))}
    </>
  );
}
