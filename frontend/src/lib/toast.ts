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
 * notistack loads after the first page (app/Toaster.tsx): no page needs a toast to show. A toast asked
 * for earlier waits until the toaster is mounted, then shows; none is lost.
 */
let toasterMounted: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => (toasterMounted = resolve));

/** Called once by the toaster when its provider is in the page. */
export function markToasterMounted(): void {
  toasterMounted();
}

async function show(message: string, variant: VariantType): Promise<void> {
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
