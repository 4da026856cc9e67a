import { expect } from 'vitest';
import { fold, type Decider, type DomainEvent } from './decider';

const AT = '2026-06-01T12:00:00.000Z';

/**
 * Given/when/then for deciders: `given(decider, events).when(command, now).then(events)` or
 * `.thenFails(code)`. Past events are stamped with a fixed time unless they carry their own `at`.
 */
export function given<C, E extends DomainEvent, S>(
  decider: Decider<C, E, S>,
  events: ReadonlyArray<E & { at?: string }>,
) {
  const state = fold(
    decider,
    events.map((event) => ({ ...event, at: event.at ?? AT })),
  );
  return {
    when(command: C, now = new Date(AT)) {
      const run = () => decider.decide(command, state, { now, newId: () => 'generated-id' });
      return {
        then(expected: E[]) {
          expect(run()).toEqual(expected);
        },
        thenFails(code: string, status?: number) {
          expect(run).toThrow(expect.objectContaining(status ? { code, status } : { code }));
        },
      };
    },
  };
}
