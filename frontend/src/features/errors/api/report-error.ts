import { apiRequest } from '@/lib/api-client';

let reported = false;
let listening = false;

/**
 * POST /api/errors `{ error, trace, url, release }`: a crash, for the team to fix (the backoffice's crash
 * reports). Only the first one of a page load is sent: what follows is most often its consequence, and a
 * page failing in a loop must not flood the API. Never throws; if the report itself fails, nothing retries
 * and nothing is reported about it.
 */
export async function reportError(error: unknown, componentStack?: string): Promise<void> {
  if (reported) return;
  reported = true;
  try {
    const message = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)) || 'Error';
    const stack = error instanceof Error ? (error.stack ?? '') : '';
    // Cut to the API's bounds (1 KB, 16 KB, 2 KB) rather than have the whole report refused.
    await apiRequest('POST', '/api/errors', {
      body: {
        error: message.slice(0, 1000),
        trace: [stack, componentStack].filter(Boolean).join('\n').slice(0, 16000),
        url: location.href.slice(0, 2000),
        release: import.meta.env.VITE_RELEASE ?? '',
      },
    });
  } catch (reportFailure) {
    console.warn('Could not report the page error', reportFailure);
  }
}

/**
 * Reports what no error boundary caught: a failing event handler or timer (`error`) and a promise nobody
 * awaited (`unhandledrejection`). Listens from the first call on; later calls do nothing.
 */
export function reportUnhandledErrors(): void {
  if (listening) return;
  listening = true;
  addEventListener('error', (event) => void reportError(event.error ?? event.message));
  addEventListener('unhandledrejection', (event) => void reportError(event.reason));
}
