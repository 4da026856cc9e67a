import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

interface ModalHistoryState {
  openedModal?: string;
}

const stateKey = (param: string, name: string) => `${param}=${name}`;

/**
 * `useQueryModal` for modals that share one parameter and differ by its value (`?modal=vip`,
 * `?modal=payment`: docs/product.md §2 and §4 link to `/profile?modal=vip`). Same history rules: opening pushes an
 * entry and closing goes back to it, unless the visitor landed with the modal open; opening another modal
 * of the same parameter replaces this one's entry, so back leaves both.
 */
export function useNamedQueryModal(
  param: string,
  name: string,
): { open: boolean; openModal: () => void; closeModal: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const current = new URLSearchParams(location.search).get(param);
  const open = current === name;

  const openModal = useCallback(() => {
    const params = new URLSearchParams(location.search);
    if (params.get(param) === name) return;
    const replacing = params.get(param) !== null;
    // Replacing a modal the visitor landed on keeps "no entry of ours behind": closing must not leave the site.
    const ours = !replacing || (location.state as ModalHistoryState | null)?.openedModal !== undefined;
    params.set(param, name);
    const state: ModalHistoryState = ours ? { openedModal: stateKey(param, name) } : {};
    navigate({ pathname: location.pathname, search: `?${params}`, hash: location.hash }, { state, replace: replacing });
  }, [location.hash, location.pathname, location.search, location.state, name, navigate, param]);

  const closeModal = useCallback(() => {
    const state = location.state as ModalHistoryState | null;
    if (state?.openedModal === stateKey(param, name)) {
      navigate(-1);
      return;
    }
    const params = new URLSearchParams(location.search);
    params.delete(param);
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
  }, [location.hash, location.pathname, location.search, location.state, name, navigate, param]);

  return { open, openModal, closeModal };
}
