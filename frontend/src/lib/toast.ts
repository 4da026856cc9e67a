import { enqueueSnackbar } from 'notistack';
import i18n from './i18n';

/** Toast settings of SPEC §9: three at most, top centre, 4 s, and they keep counting when the window blurs. */
export const TOAST_OPTIONS = {
  maxSnack: 3,
  anchorOrigin: { vertical: 'top', horizontal: 'center' },
  autoHideDuration: 4000,
  disableWindowBlurListener: true,
} as const;

export function toastSuccess(message: string): void {
  enqueueSnackbar(message, { variant: 'success' });
}

export function toastInfo(message: string): void {
  enqueueSnackbar(message, { variant: 'info' });
}

export function toastWarning(message: string): void {
  enqueueSnackbar(message, { variant: 'warning' });
}

export function toastError(message: string): void {
  enqueueSnackbar(message, { variant: 'error' });
}

/** The catch-all of SPEC §8: any unexpected failure shows the translated default error message. */
export function toastDefaultError(): void {
  toastError(i18n.t('misc.defaultErrorMessage'));
}
