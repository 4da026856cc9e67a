import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The value a modal's query parameter takes while it is open (`?verification=open`). */
export const MODAL_OPEN = 'open';

interface ModalHistoryState {
  openedModal?: string;
}

function openedHere(state: unknown, key: string): boolean {
  return typeof state === 'object' && state !== null && (state as ModalHistoryState).openedModal === key;
}

/**
 * A modal whose open state lives in the URL (docs/product.md §2), so it can be linked to and the back button closes
 * it: opening pushes a history entry, closing goes back to it. A modal the visitor landed on directly (shared
 * link, reload) has no entry of ours behind it, so closing replaces the URL instead of leaving the site.
 */
export function useQueryModal(key: string): { open: boolean; openModal: () => void; closeModal: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const open = new URLSearchParams(location.search).get(key) === MODAL_OPEN;

  const openModal = useCallback(() => {
    const params = new URLSearchParams(location.search);
    if (params.get(key) === MODAL_OPEN) return;
    params.set(key, MODAL_OPEN);
    const state: ModalHistoryState = { openedModal: key };
    navigate({ pathname: location.pathname, search: `?${params}`, hash: location.hash }, { state });
  }, [key, location.hash, location.pathname, location.search, navigate]);

  const closeModal = useCallback(() => {
    if (openedHere(location.state, key)) {
      navigate(-1);
      return;
    }
    const params = new URLSearchParams(location.search);
    params.delete(key);
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
  }, [key, location.hash, location.pathname, location.search, location.state, navigate]);

  return { open, openModal, closeModal };
}
