import { SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { markToasterMounted, TOAST_OPTIONS } from '@/lib/toast';

/** The toast host (loaded lazily by AppProviders); toasts are shown through lib/toast.ts. */
export default function Toaster() {
  useEffect(markToasterMounted, []);
  return <SnackbarProvider {...TOAST_OPTIONS} />;
}
