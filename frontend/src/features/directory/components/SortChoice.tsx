import { useTranslation } from 'react-i18next';
import { pillClass } from '@/components/controls';
import { ChipGroup, type ChipGroupLayout } from './ChipGroup';
import { SORTS, type ListingFilters } from '../listing-filters';

/**
 * The listing's order (docs/product.md §2): featured (rank), recently active, newest. One choice at a time, kept
 * in the URL beside the filters (`?sort=newest`; rank, the default, is the address without it).
 */
export function SortChoice({
  filters,
  onChange,
  layout,
}: {
  filters: ListingFilters;
  onChange: (next: ListingFilters) => void;
  layout?: ChipGroupLayout;
}) {
  const { t } = useTranslation('directory');
  return (
    <ChipGroup label={t('sort.label')} layout={layout}>
      {SORTS.map((sort) => {
        const on = filters.sort === sort;
        return (
          <button
            key={sort}
            type="button"
            className={pillClass({ selected: on })}
            aria-pressed={on}
            onClick={() => {
              if (!on) onChange({ ...filters, sort });
            }}
          >
            {t(`sort.${sort}`)}
          </button>
        );
      })}
    </ChipGroup>
  );
}
