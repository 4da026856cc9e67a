/**
 * A coalescing wake-up signal: `notify` any number of times, and the next `wait` returns at once;
 * otherwise `wait` returns after the timeout (the polling fallback) or when stopped.
 */
export class Wakeup {
  private pending = false;
  private release: (() => void) | null = null;

  notify = (): void => {
    this.pending = true;
    this.release?.();
  };

  wait(timeoutMs: number, signal?: AbortSignal): Promise<void> {
    if (this.pending || signal?.aborted) {
      this.pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        this.release = null;
        this.pending = false;
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      signal?.addEventListener('abort', done, { once: true });
      this.release = done;
    });
  }
}
