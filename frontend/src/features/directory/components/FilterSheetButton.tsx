import type { ParsedListingPath } from '@annuaire/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, startIcon } from '@/components/controls';
import { Icon } from '@/components/Icon';
import { useHydrated } from '@/lib/use-hydrated';
import { useQueryModal } from '@/lib/use-query-modal';
import { countFilters, type ListingFilters } from '../listing-filters';
import { FILTER_SHEET_MODAL } from '../place-modals';
import controls from './Controls.module.css';

/** The sheet's code loads when first wanted (a touch on the button starts it): most visits never open it. */
const loadSheet = () => import('./FilterSheet');
const FilterSheet = lazy(() => loadSheet().then((m) => ({ default: m.FilterSheet })));

interface FilterSheetButtonProps {
  id: string;
  parsed: ParsedListingPath;
  filters: ListingFilters;
  /** Profiles the current choices show, once known: the sheet's "show N profiles" button says it. */
  total?: number;
  busy: boolean;
  /** Applies a change made in the sheet at once, keeping the sheet open (use-change-filters.ts). */
  onChange: (next: ListingFilters) => void;
}

/**
 * Below `md`, the one control that opens sort, filters and place (docs/product.md §2 filters), showing how many
 * filters are on. It is in the server's HTML; the sheet it opens (`?listingFilters=open`) loads on first use.
 */
export function FilterSheetButton({ id, parsed, filters, total, busy, onChange }: FilterSheetButtonProps) {
  const { t } = useTranslation('directory');
  const hydrated = useHydrated();
  const { open: asked, openModal, closeModal } = useQueryModal(FILTER_SHEET_MODAL);
  const open = asked && hydrated;
  // Once opened, the sheet stays mounted so that closing it slides it away rather than cutting it.
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  const active = countFilters(filters);
  return (
    <>
      <button
        type="button"
        id={id}
        className={buttonClass('outlined', { className: controls.filterButton })}
        data-active={active > 0 || undefined}
        onClick={openModal}
        onPointerDown={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        aria-haspopup="dialog"
        aria-label={active > 0 ? t('filters.sheetButton', { count: active }) : undefined}
      >
        <Icon name="tune" className={`${startIcon} ${controls.filterIcon}`} />
        {t('filters.title')}
        {active > 0 && (
          <span aria-hidden="true" className={controls.filterCount}>
            {active}
          </span>
        )}
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <FilterSheet
            open={open}
            onClose={closeModal}
            parsed={parsed}
            filters={filters}
            total={total}
            busy={busy}
            onChange={onChange}
          />
        </Suspense>
      )}
    </>
  );
}
