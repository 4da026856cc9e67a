import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { markToasterMounted, TOAST_OPTIONS } from '@/lib/toast';

/**
 * notistack's own colours put white text on a green (3.3:1), blue (3.1:1) or orange (2.2:1) too light to read:
 * each variant gets a darker shade of its colour with at least 4.5:1 (WCAG AA), in both colour schemes.
 */
const Toast = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#2e7d32' }, // 5.1:1
  '&.notistack-MuiContent-error': { backgroundColor: '#c62828' }, // 5.6:1
  '&.notistack-MuiContent-warning': { backgroundColor: '#9a4a00' }, // 6.3:1
  '&.notistack-MuiContent-info': { backgroundColor: '#1565c0' }, // 5.8:1
});

const VARIANTS = { default: Toast, success: Toast, error: Toast, warning: Toast, info: Toast };

/** The toast host (loaded lazily by AppProviders); toasts are shown through lib/toast.ts. */
export default function Toaster() {
  useEffect(markToasterMounted, []);
  return <SnackbarProvider {...TOAST_OPTIONS} Components={VARIANTS} />;
}
