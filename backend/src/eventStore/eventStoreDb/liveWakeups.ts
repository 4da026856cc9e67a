import { END, excludeSystemEvents, type AllStreamSubscription, type KurrentDBClient } from '@kurrent/kurrentdb-client';

/**
 * Wakes readers when events are appended. Appends by this process call `appended()` and wake listeners at
 * once; appends by other processes arrive through one live subscription to $all from its end, with ESDB's
 * own records filtered out on the server. The subscription opens on the first listener and lives until
 * `close()`; when it drops it is reopened a second later (readers poll meanwhile).
 */
export class LiveWakeups {
  private readonly listeners = new Set<() => void>();
  private live: AllStreamSubscription | null = null;
  private restartTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly client: KurrentDBClient) {}

  appended(): void {
    for (const listener of this.listeners) listener();
  }

  onAppended(listener: () => void): () => void {
    this.listeners.add(listener);
    this.start();
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    const live = this.live;
    this.live = null;
    await live?.unsubscribe().catch(() => undefined);
  }

  private start() {
    if (this.live || this.closed) return;
    const subscription = this.client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
    this.live = subscription;
    const restart = () => {
      if (this.live !== subscription) return; // closed, or already restarting
      this.live = null;
      subscription.unsubscribe().catch(() => undefined);
      this.restartTimer = setTimeout(() => {
        if (!this.closed && this.listeners.size > 0) this.start();
      }, 1000);
    };
    subscription.on('data', () => this.appended());
    // A (re)confirmed subscription wakes readers once, covering appends made while it was down.
    subscription.on('confirmation', () => this.appended());
    subscription.on('error', restart);
    subscription.on('end', restart);
  }
}
