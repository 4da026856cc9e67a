import { MODAL_KEYS } from '@/config/paths';
import { readStorage, STORAGE_KEYS } from '@/lib/storage';
import { MODAL_OPEN } from '@/lib/use-query-modal';
import { modalAdDue } from './modal-due';

/** The page views and the last opening say the modal ad is due (docs/product.md §9). */
export function isModalAdDue(): boolean {
  const views = Number(readStorage(STORAGE_KEYS.pageViews) ?? '0');
  return modalAdDue(views, readStorage(STORAGE_KEYS.modalAdShownAt), new Date());
}

/**
 * Whether the modal ad may open on this page: it is due, or the address asks for it (`?blockModal=open`). Until
 * then its code (the ad, MUI's dialog and transitions) stays out of the page's downloads (AppShell).
 */
export function modalAdWanted(search: string): boolean {
  return new URLSearchParams(search).get(MODAL_KEYS.blockModal) === MODAL_OPEN || isModalAdDue();
}
