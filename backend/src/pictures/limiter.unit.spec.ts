import { describe, expect, it } from 'vitest';
import { concurrencyLimiter } from './limiter';

/** A task the test finishes by hand, recording when it started. */
function controlled(log: string[], name: string) {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const task = () => {
    log.push(name);
    return done;
  };
  return { task, finish: () => finish(name), fail: (error: Error) => fail(error) };
}

/** Lets every promise callback already queued run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('concurrencyLimiter', () => {
  it('runs at most N tasks at once, in arrival order, and completes them all', async () => {
    const limiter = concurrencyLimiter(2);
    const started: string[] = [];
    const tasks = ['a', 'b', 'c', 'd', 'e'].map((name) => controlled(started, name));
    let mostAtOnce = 0;
    const results = tasks.map(({ task }) =>
      limiter.run(() => {
        mostAtOnce = Math.max(mostAtOnce, limiter.running);
        return task();
      }),
    );
    await settle();
    expect(started).toEqual(['a', 'b']);
    expect(limiter.waiting).toBe(3);

    tasks[1]!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    for (const { finish } of tasks) finish();

    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(mostAtOnce).toBe(2);
    expect({ running: limiter.running, waiting: limiter.waiting }).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of a task that fails or throws, so the queue goes on', async () => {
    const limiter = concurrencyLimiter(1);
    const failing = limiter.run(() => Promise.reject(new Error('corrupt picture')));
    const throwing = limiter.run(() => {
      throw new Error('thrown before any promise');
    });
    const next = limiter.run(async () => 'decoded');
    await expect(failing).rejects.toThrow('corrupt picture');
    await expect(throwing).rejects.toThrow('thrown before any promise');
    expect(await next).toBe('decoded');
    expect(limiter.running).toBe(0);
  });

  it('never starts a waiting task whose client went away, and starts the next one instead', async () => {
    const limiter = concurrencyLimiter(1);
    const started: string[] = [];
    const first = controlled(started, 'first');
    const gone = controlled(started, 'gone');
    const after = controlled(started, 'after');
    const client = new AbortController();

    const running = limiter.run(first.task);
    const abandoned = limiter.run(gone.task, client.signal);
    const waiting = limiter.run(after.task);
    await settle();
    client.abort(new Error('client disconnected'));
    await expect(abandoned).rejects.toThrow('client disconnected');
    expect(limiter.waiting).toBe(1);

    first.finish();
    await settle();
    after.finish();
    expect([await running, await waiting]).toEqual(['first', 'after']);
    expect(started).toEqual(['first', 'after']);
  });

  it('refuses at once a task whose signal is already aborted', async () => {
    const limiter = concurrencyLimiter(1);
    const started: string[] = [];
    const { task } = controlled(started, 'never');
    await expect(limiter.run(task, AbortSignal.abort(new Error('already gone')))).rejects.toThrow('already gone');
    expect(started).toEqual([]);
  });
});
