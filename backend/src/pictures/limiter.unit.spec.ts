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
    const abandoned = limiter.run(gone.task, { signal: client.signal });
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
    await expect(limiter.run(task, { signal: AbortSignal.abort(new Error('already gone')) })).rejects.toThrow(
      'already gone',
    );
    expect(started).toEqual([]);
  });

  it("gives a freed slot to another member's task before the rest of one member's burst", async () => {
    const limiter = concurrencyLimiter(2);
    const started: string[] = [];
    const burst = Array.from({ length: 8 }, (_, i) => controlled(started, `a${i + 1}`));
    const runs = burst.map(({ task }) => limiter.run(task, { owner: 'member-a' }));
    await settle();
    const other = controlled(started, 'b1');
    const hers = limiter.run(other.task, { owner: 'member-b' });
    await settle();
    expect(started).toEqual(['a1', 'a2']);

    burst[0]!.finish(); // the first slot to free goes to member B, not to a3
    await settle();
    expect(started).toEqual(['a1', 'a2', 'b1']);
    other.finish();
    expect(await hers).toBe('b1');
    for (const { finish } of burst) finish();
    await Promise.all(runs);
    expect(started).toEqual(['a1', 'a2', 'b1', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8']);
  });

  it('takes turns between members that both keep tasks waiting, each in its own arrival order', async () => {
    const limiter = concurrencyLimiter(1);
    const started: string[] = [];
    const blocker = controlled(started, 'first');
    const first = limiter.run(blocker.task, { owner: 'c' });
    const tasks = ['a1', 'a2', 'a3', 'b1', 'b2'].map((name) => ({ name, ...controlled(started, name) }));
    const runs = tasks.map(({ name, task }) => limiter.run(task, { owner: name[0] }));
    expect(limiter.waiting).toBe(5);
    blocker.finish();
    await first;
    for (let i = 0; i < tasks.length; i++) {
      await settle();
      for (const { finish } of tasks) finish();
    }
    await Promise.all(runs);
    expect(started).toEqual(['first', 'a1', 'b1', 'a2', 'b2', 'a3']);
  });

  it("puts a task without an owner in the owner its limiter's ownerOf names (the work's member)", async () => {
    let current: string | undefined = 'member-a';
    const limiter = concurrencyLimiter(1, { ownerOf: () => current });
    const started: string[] = [];
    const [a1, a2, b1] = ['a1', 'a2', 'b1'].map((name) => controlled(started, name));
    const runs = [limiter.run(a1!.task), limiter.run(a2!.task)];
    current = 'member-b';
    runs.push(limiter.run(b1!.task));
    await settle();
    a1!.finish();
    await settle();
    expect(started).toEqual(['a1', 'b1']);
    b1!.finish();
    a2!.finish();
    await Promise.all(runs);
  });
});
