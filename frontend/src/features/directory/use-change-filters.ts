import { useNavigate } from 'react-router';
import { MODAL_OPEN } from '@/lib/use-query-modal';
import { KEEP_SCROLL } from '@/lib/use-scroll-restoration';
import { useLocalize } from '@/lib/use-locale';
import type { ListingFilters } from './listing-filters';
import { listingHref, type ListingTarget } from './listing-place';
import { FILTER_SHEET_MODAL } from './place-modals';

/**
 * How every filter control changes the listing (docs/product.md §2): the address says the choices, from page 1, and
 * the scroll stays where the visitor is working. The bar and the chips add a history entry per change, so Back
 * undoes it. The phones' sheet applies each change at once too, but in its own entry, which it replaces and keeps
 * open: that entry loses the sheet's "opened here" mark, so closing the sheet keeps the choices (use-query-modal.ts)
 * and Back leaves the sheet and what it changed together.
 */
export function useChangeFilters(target: ListingTarget) {
  const navigate = useNavigate();
  const localize = useLocalize();
  return (next: ListingFilters, { inSheet = false } = {}) => {
    const href = listingHref({ ...target, page: 1 }, next);
    if (!inSheet) return navigate(localize(href), { state: KEEP_SCROLL });
    const sheet = `${href.includes('?') ? '&' : '?'}${FILTER_SHEET_MODAL}=${MODAL_OPEN}`;
    return navigate(localize(href + sheet), { replace: true, state: KEEP_SCROLL });
  };
}
