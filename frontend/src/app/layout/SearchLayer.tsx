import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MODAL_KEYS } from '@/config/paths';
import { refocusSearchOpener, settleSearchRequest, takeEarlySearch, useSearchRequested } from '@/lib/open-search';
import { MODAL_OPEN, useQueryModal } from '@/lib/use-query-modal';
import { SearchStandIn } from './SearchStandIn';

/**
 * The overlay (and its text field) loads on first opening: most visits never search. Until it arrives, the
 * shell's own plain field takes the keys (SearchStandIn).
 */
const SearchOverlay = lazy(() =>
  import('@/features/search/components/SearchOverlay').then((m) => ({ default: m.SearchOverlay })),
);

/**
 * The search overlay's place in the shell (docs/product.md §2): the stand-in field from the click that asks for the
 * search until the overlay's own field has the focus, then the overlay, opened with what was typed.
 */
export function SearchLayer() {
  const location = useLocation();
  const search = useQueryModal(MODAL_KEYS.searchBar);
  const searchOpen = search.open;
  const searchRequested = useSearchRequested();
  // What the visitor types into the stand-in before the overlay's field is there, handed to it; and whether
  // that field is there. Both start over at each opening.
  const [typed, setTyped] = useState<string | null>(null);
  const [overlayShown, setOverlayShown] = useState(false);
  const showOverlay = useCallback(() => setOverlayShown(true), []);
  const [wasOpen, setWasOpen] = useState(searchOpen);
  if (wasOpen !== searchOpen) {
    setWasOpen(searchOpen);
    if (!searchOpen) {
      setTyped(null);
      setOverlayShown(false);
    }
  }
  // A search button pressed before the app started opens the search now, the keys typed since as its term
  // (the overlay starts from `?q=`). Answers once: later openings go through the buttons' own handler.
  const navigate = useNavigate();
  useEffect(() => {
    const typedEarly = takeEarlySearch();
    if (typedEarly === null) return;
    const params = new URLSearchParams(window.location.search);
    // Pressed while the page was starting, the button's own handler may have opened it already.
    if (params.get(MODAL_KEYS.searchBar) === MODAL_OPEN) return;
    params.set(MODAL_KEYS.searchBar, MODAL_OPEN);
    if (typedEarly) params.set('q', typedEarly);
    navigate({ search: `?${params}` }, { state: { openedModal: MODAL_KEYS.searchBar } });
  }, [navigate]);
  useEffect(() => {
    if (searchOpen) settleSearchRequest();
    else refocusSearchOpener();
  }, [searchOpen]);
  const closeSearch = () => {
    settleSearchRequest();
    if (searchOpen) search.closeModal();
  };
  const urlTerm = new URLSearchParams(location.search).get('q') ?? '';
  return (
    <>
      {(searchOpen || searchRequested) && !overlayShown && (
        <SearchStandIn value={typed ?? urlTerm} onChange={setTyped} onClose={closeSearch} />
      )}
      {searchOpen && (
        <Suspense fallback={null}>
          <SearchOverlay typed={typed} onShown={showOverlay} />
        </Suspense>
      )}
    </>
  );
}
