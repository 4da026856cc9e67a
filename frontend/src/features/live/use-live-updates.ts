import type { LIVE_KINDS } from '@annuaire/shared';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PAYMENT_REFRESHES } from '@/features/account';
import { CONVERSATIONS_ROOT } from '@/features/messages';
import { NOTIFICATIONS_ROOT } from '@/features/notifications';
import { setLiveConnected } from '@/lib/live-status';

/** docs/api.md: `event: message`, `event: notification` and `event: payment`, each naming what changed. */
export const LIVE_STREAM_URL = '/api/events/stream';

/**
 * What each kind of event makes stale. Live is the glue between the stream and the features: it knows
 * which of their caches an event concerns, they know nothing of the stream (only whether it is open).
 */
const REFRESHES: Record<(typeof LIVE_KINDS)[number], readonly QueryKey[]> = {
  message: [[CONVERSATIONS_ROOT]],
  notification: [[NOTIFICATIONS_ROOT]],
  // A crypto payment changed status: the payment on screen, and the balance and history it may have credited.
  payment: PAYMENT_REFRESHES,
};
const KINDS = Object.keys(REFRESHES) as (keyof typeof REFRESHES)[];

/** Retry delays after the server closed the stream for good (503 while live is off, a restart…). */
const RECONNECT_MS = { first: 5_000, max: 60_000 } as const;

/**
 * The app's one subscription to the live stream, for a signed-in member (mount it once, in the shell).
 * Each event refreshes the screens that show what changed, at once. While the stream is down the
 * screens poll (lib/live-status); when it comes back everything it covers is refreshed, since events
 * sent in between were lost.
 */
export function useLiveUpdates(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: number | undefined;
    let delay: number = RECONNECT_MS.first;
    let everOpened = false;
    const refresh = (keys: readonly QueryKey[]) =>
      keys.forEach((key) => void queryClient.invalidateQueries({ queryKey: key }));

    const connect = () => {
      source = new EventSource(LIVE_STREAM_URL);
      source.addEventListener('open', () => {
        if (everOpened) Object.values(REFRESHES).forEach(refresh);
        everOpened = true;
        delay = RECONNECT_MS.first;
        setLiveConnected(true);
      });
      for (const kind of KINDS) source.addEventListener(kind, () => refresh(REFRESHES[kind]));
      source.addEventListener('error', () => {
        setLiveConnected(false);
        // CONNECTING: the browser retries by itself. CLOSED: it gave up, so retry later, more slowly each time.
        if (source?.readyState !== EventSource.CLOSED) return;
        source.close();
        timer = window.setTimeout(connect, delay);
        delay = Math.min(delay * 2, RECONNECT_MS.max);
      });
    };

    connect();
    return () => {
      window.clearTimeout(timer);
      source?.close();
      setLiveConnected(false);
    };
  }, [enabled, queryClient]);
}
