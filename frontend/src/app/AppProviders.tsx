import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { onToastAsked, wasToastAsked } from '@/lib/toast';
import { createAppTheme } from './theme/theme';

/** Colour mode storage (docs/product.md §4): `mode` holds light/dark/system, `color-scheme-*` the resolved schemes. */
export const COLOR_MODE_STORAGE = { modeStorageKey: 'mode', colorSchemeStorageKey: 'color-scheme' } as const;

const theme = createAppTheme();

/** Toasts load with the first one asked for (lib/toast.ts queues it meanwhile). */
const Toaster = lazy(() => import('./Toaster'));

/** Everything a page needs around it, router excepted: theme, data cache, toasts. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const toasts = useSyncExternalStore(onToastAsked, wasToastAsked, () => false);
  return (
    // `noSsr`: the colour scheme is read on the first render in the browser instead of by an update after it. That
    // update, from above every page, made React hydrate the whole page at once in one long task (docs/benchmarks.md,
    // "Web pages": total blocking time). The markup does not depend on it: colours are CSS variables per scheme,
    // and the scheme's class is on <html> before the first paint (index.html).
    // `disableStyleSheetGeneration`: the theme's CSS variables are in the site's static stylesheet
    // (app/theme/theme-variables.ts), not written into each page.
    <ThemeProvider theme={theme} defaultMode="system" noSsr disableStyleSheetGeneration {...COLOR_MODE_STORAGE}>
      <CssBaseline enableColorScheme />
      <QueryClientProvider client={client}>
        {children}
        {toasts && (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        )}
      </QueryClientProvider>
    </ThemeProvider>
  );
}
