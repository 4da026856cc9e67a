import { projectionCommits } from '@annuaire/projections';
import { describe, expect, it } from 'vitest';
import { commitCount, rememberedUntilCommit } from './rememberedUntilCommit';

/** A read model whose value the test sets, counting the reads that reach it. */
function model(projection: string) {
  const state = { value: 1, reads: 0, during: () => {} };
  const read = rememberedUntilCommit(projection, async () => {
    state.reads++;
    const value = state.value;
    state.during();
    return value;
  });
  return { state, read };
}

describe('a value remembered until its read model commits', () => {
  it('is read once, then read again only after its own worker commits or when asked fresh', async () => {
    const { state, read } = model('remembered_a');
    expect(await read()).toBe(1);
    state.value = 2;
    expect(await read()).toBe(1);
    projectionCommits.emit('commit', 'remembered_other');
    expect(await read()).toBe(1);
    projectionCommits.emit('commit', 'remembered_a');
    expect(await read()).toBe(2);
    state.value = 3;
    expect(await read({ fresh: true })).toBe(3);
    expect(state.reads).toBe(3);
  });

  it('does not keep a value read while its worker committed', async () => {
    const { state, read } = model('remembered_b');
    state.during = () => projectionCommits.emit('commit', 'remembered_b');
    expect(await read()).toBe(1);
    state.during = () => {};
    expect(await read()).toBe(1);
    expect(state.reads).toBe(2);
  });

  it('counts the commits of the read models named, and only theirs', () => {
    const count = commitCount(['counted_a', 'counted_b']);
    expect(count()).toBe(0);
    projectionCommits.emit('commit', 'counted_a');
    projectionCommits.emit('commit', 'not_counted');
    projectionCommits.emit('commit', 'counted_b');
    expect(count()).toBe(2);
  });
});
