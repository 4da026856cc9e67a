import { focusManager, QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from './api-client';

/**
 * The data-fetching defaults of docs/product.md §9, written for an SWR-style client, and how each maps onto TanStack Query:
 * - dedupe 2000 ms → `staleTime` 2000: a component mounting within 2 s of a fetch reuses the answer instead of
 *   asking again (concurrent identical requests are always shared by TanStack).
 * - focus throttle 5000 ms → a throttled `focusManager` listener: refocusing the tab refetches stale queries
 *   at most once every 5 s.
 * - error retry 5000 ms (10000 on a slow connection) → `retryDelay`; client errors (4xx) are final answers
 *   and are not retried.
 * - slow loading 3000 ms → `useSlowLoading`, which a screen uses to say that loading takes longer than usual.
 */
export const FETCH_DEFAULTS = {
  dedupeMs: 2000,
  focusThrottleMs: 5000,
  errorRetryMs: 5000,
  errorRetrySlowMs: 10_000,
  slowLoadingMs: 3000,
  maxRetries: 3,
} as const;

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return connection?.saveData === true || connection?.effectiveType === 'slow-2g' || connection?.effectiveType === '2g';
}

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < FETCH_DEFAULTS.maxRetries;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FETCH_DEFAULTS.dedupeMs,
        retry: shouldRetry,
        retryDelay: () => (isSlowConnection() ? FETCH_DEFAULTS.errorRetrySlowMs : FETCH_DEFAULTS.errorRetryMs),
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}

/** Replaces TanStack's focus listener by one that reports a refocus at most once per throttle window. */
export function throttleWindowFocus(throttleMs: number = FETCH_DEFAULTS.focusThrottleMs): void {
  focusManager.setEventListener((handleFocus) => {
    let last = 0;
    const onFocus = () => {
      if (document.visibilityState !== 'visible') return;
      const now = Date.now();
      if (now - last < throttleMs) return;
      last = now;
      handleFocus();
    };
    window.addEventListener('visibilitychange', onFocus, false);
    window.addEventListener('focus', onFocus, false);
    return () => {
      window.removeEventListener('visibilitychange', onFocus);
      window.removeEventListener('focus', onFocus);
    };
  });
}

/** True once `loading` has lasted longer than the slow-loading threshold. */
export function useSlowLoading(loading: boolean, thresholdMs: number = FETCH_DEFAULTS.slowLoadingMs): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = window.setTimeout(() => setSlow(true), thresholdMs);
    // The next loading starts from "not slow" again.
    return () => {
      window.clearTimeout(timer);
      setSlow(false);
    };
  }, [loading, thresholdMs]);
  return loading && slow;
}
