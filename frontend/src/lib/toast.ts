import type { VariantType } from 'notistack';
import i18n from './i18n';

/** Toast settings of docs/product.md §9: three at most, top centre, 4 s, and they keep counting when the window blurs. */
export const TOAST_OPTIONS = {
  maxSnack: 3,
  anchorOrigin: { vertical: 'top', horizontal: 'center' },
  autoHideDuration: 4000,
  disableWindowBlurListener: true,
} as const;

/**
 * notistack loads with the first toast asked for (app/Toaster.tsx): most visits show none, and no page needs one
 * to show. The toast waits until the toaster is mounted, then shows; none is lost.
 */
let toasterMounted: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => (toasterMounted = resolve));

// Module-wide like the promise above: toasts are asked for from anywhere (handlers, query callbacks) without a React
// context, the page has one toaster, and only the browser asks (the server never calls `show`).
let toastAsked = false;
const askedListeners = new Set<() => void>();

/** Whether a toast was asked for yet, for `useSyncExternalStore` (AppProviders mounts the toaster then). */
export const wasToastAsked = (): boolean => toastAsked;

export function onToastAsked(listener: () => void): () => void {
  askedListeners.add(listener);
  return () => askedListeners.delete(listener);
}

/** Called once by the toaster when its provider is in the page. */
export function markToasterMounted(): void {
  toasterMounted();
}

async function show(message: string, variant: VariantType): Promise<void> {
  if (!toastAsked) {
    toastAsked = true;
    for (const listener of askedListeners) listener();
  }
  await toasterReady;
  const { enqueueSnackbar } = await import('notistack');
  enqueueSnackbar(message, { variant });
}

export function toastSuccess(message: string): void {
  void show(message, 'success');
}

export function toastInfo(message: string): void {
  void show(message, 'info');
}

export function toastWarning(message: string): void {
  void show(message, 'warning');
}

export function toastError(message: string): void {
  void show(message, 'error');
}

/** The catch-all of docs/product.md §8: any unexpected failure shows the translated default error message. */
export function toastDefaultError(): void {
  toastError(i18n.t('misc.defaultErrorMessage'));
}
