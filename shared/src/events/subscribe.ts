import { comparePositions, type LogPosition } from './position';
import type { EventStore, RecordedEvent } from './store';
import { Wakeup } from './wakeup';

export interface SubscribeOptions {
  /** Start strictly after this position (default: from the beginning of the log). */
  readonly after?: LogPosition | null;
  readonly types?: readonly string[] | null;
  readonly batchSize?: number;
  /** Longest wait between reads when no wake-up arrives (fallback for lost notifications). */
  readonly pollIntervalMs?: number;
}

/**
 * Receives events in log order, each exactly once. `checkpoint` is where to resume after this batch;
 * it can move with no events when a type filter skipped some.
 */
export type BatchHandler = (events: readonly RecordedEvent[], checkpoint: LogPosition) => Promise<void>;

export interface Subscription {
  /** Settles when the subscription stops; rejects with the error that stopped it. */
  readonly done: Promise<void>;
  stop(): Promise<void>;
}

/** Catch-up then live subscription on any event store: reads pages until caught up, then waits for appends. */
export function subscribe(store: EventStore, handler: BatchHandler, options: SubscribeOptions = {}): Subscription {
  const { types = null, batchSize = 1000, pollIntervalMs = 1000 } = options;
  const abort = new AbortController();
  const wakeup = new Wakeup();
  const unlisten = store.onAppended(wakeup.notify);

  const run = async () => {
    let after = options.after ?? null;
    while (!abort.signal.aborted) {
      const page = await store.readAll({ after, types, limit: batchSize });
      const moved = page.checkpoint !== null && (after === null || comparePositions(page.checkpoint, after) > 0);
      if (moved && page.checkpoint) {
        await handler(page.events, page.checkpoint);
        after = page.checkpoint;
      }
      if (!page.hasMore) await wakeup.wait(pollIntervalMs, abort.signal);
    }
  };

  const done = run().finally(unlisten);
  return {
    done,
    async stop() {
      abort.abort();
      await done.catch(() => undefined);
    },
  };
}
