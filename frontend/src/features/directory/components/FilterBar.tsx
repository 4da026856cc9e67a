import type { ListingCategory } from '@annuaire/shared';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/controls';
import controls from './Controls.module.css';
import { FilterChoices } from './FilterChoices';
import styles from './Listing.module.css';
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
    <section aria-label={t('filters.title')} className={styles.filterBar}>
      <FilterChoices category={category} filters={filters} onChange={onChange} />
      {active > 0 && (
        <button
          type="button"
          className={buttonClass('primaryText', { small: true, className: controls.clearFilters })}
          onClick={() => onChange(withoutFilters(filters))}
        >
          {t('filters.clear')}
        </button>
      )}
    </section>
  );
}
