import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { pillClass, pillIcon } from '@/components/controls';
import { Icon } from '@/components/Icon';
import {
  activeChoices,
  countFilters,
  withoutChoice,
  withoutFilters,
  type ActiveChoice,
  type FilterName,
  type ListingFilters,
} from '../listing-filters';
import styles from './Listing.module.css';

/**
 * The choices in effect on phones, under the filter button: one chip per filter value, and the order when it is not
 * the featured one, in a single row scrolled sideways. A chip is one button that removes its choice, changing the
 * address as the filter bar does; the focus then moves to the next chip, else to the filter button.
 */
export function ActiveFilterChips({
  filters,
  onChange,
  focusAfterLast,
}: {
  filters: ListingFilters;
  onChange: (next: ListingFilters) => void;
  /** The id of what takes the focus once the last chip is gone (the filter button). */
  focusAfterLast: string;
}) {
  const { t } = useTranslation('directory');
  const listRef = useRef<HTMLUListElement>(null);
  const removedAt = useRef<number | null>(null);
  const choices = activeChoices(filters);

  useEffect(() => {
    const index = removedAt.current;
    if (index === null) return;
    removedAt.current = null;
    const buttons = listRef.current?.querySelectorAll('button');
    const next = buttons?.[Math.min(index, buttons.length - 1)] ?? document.getElementById(focusAfterLast);
    next?.focus();
  }, [filters, focusAfterLast]);

  if (choices.length === 0) return null;
  const name = (choice: ActiveChoice) =>
    choice.name === 'sort'
      ? t(`sort.${choice.value}`)
      : t(`filters.${choice.name}.${choice.value}` as `filters.${FilterName}.label`);
  const remove = (index: number, next: ListingFilters) => {
    removedAt.current = index;
    onChange(next);
  };

  return (
    <ul ref={listRef} aria-label={t('filters.activeList')} className={styles.activeList}>
      {choices.map((choice, index) => {
        const sort = choice.name === 'sort';
        // The accessible name holds the chip's visible words ("Tri : Nouveaux" in "Retirer le tri : Nouveaux").
        const label = name(choice);
        return (
          <li key={`${choice.name}-${choice.value}`}>
            <button
              type="button"
              className={pillClass({ active: true })}
              aria-label={sort ? t('sort.remove', { label }) : t('filters.remove', { label })}
              onClick={() => remove(index, withoutChoice(filters, choice))}
            >
              {sort ? t('sort.chip', { label }) : label}
              <Icon name="close" className={pillIcon} />
            </button>
          </li>
        );
      })}
      {countFilters(filters) > 1 && (
        <li>
          <button
            type="button"
            className={pillClass({ dashed: true })}
            onClick={() => remove(choices.length, withoutFilters(filters))}
          >
            {t('filters.clear')}
          </button>
        </li>
      )}
    </ul>
  );
}
