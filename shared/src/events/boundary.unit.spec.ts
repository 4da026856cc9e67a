import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCatalogue, defineEvent } from './catalogue';
import { upcastEventData, validateEvents } from './boundary';
import type { EventMetadata } from './metadata';
import { comparePositions, formatPosition, parsePosition } from './position';
import { parseStreamName, streams } from './streams';

const Renamed = defineEvent('UsernameChanged', z.object({ username: z.string().min(3) }));
const catalogue = createCatalogue([Renamed]);
const metadata: EventMetadata = {
  actorId: 'u1',
  actorRole: 'client',
  impersonatorId: null,
  correlationId: 'c1',
  causationId: null,
  reason: null,
  at: '2026-01-01T00:00:00.000Z',
};
const ids = (() => {
  let n = 0;
  return () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
})();

describe('validateEvents', () => {
  it('accepts catalogued events, giving each an id and its schema version', () => {
    const { events } = validateEvents(
      catalogue,
      [{ type: 'UsernameChanged', data: { username: 'alice' } }],
      metadata,
      ids,
    );
    expect(events).toEqual([
      { id: expect.stringMatching(/^0{8}-/), type: 'UsernameChanged', version: 1, data: { username: 'alice' } },
    ]);
  });

  it('names the offending field of a bad payload', () => {
    expect(() =>
      validateEvents(catalogue, [{ type: 'UsernameChanged', data: { username: 'al' } }], metadata, ids),
    ).toThrow(
      expect.objectContaining({
        code: 'invalid_event',
        issues: [expect.objectContaining({ path: 'events.0.data.username' })],
      }),
    );
  });

  it('refuses an empty append, a repeated id and a non-UUID id', () => {
    expect(() => validateEvents(catalogue, [], metadata, ids)).toThrow(/at least one event/);
    const id = ids();
    const twice = [
      { id, type: 'UsernameChanged', data: { username: 'alice' } },
      { id, type: 'UsernameChanged', data: { username: 'bobby' } },
    ];
    expect(() => validateEvents(catalogue, twice, metadata, ids)).toThrow(/repeats an event id/);
    expect(() =>
      validateEvents(catalogue, [{ id: 'x', type: 'UsernameChanged', data: { username: 'alice' } }], metadata, ids),
    ).toThrow(/not a UUID/);
  });
});

describe('upcastEventData', () => {
  it('lifts an old payload through every upcaster and checks it against the current schema', () => {
    const v3 = createCatalogue([
      defineEvent('UsernameChanged', z.object({ username: z.string(), previous: z.string(), source: z.string() }), {
        version: 3,
        upcasters: { 1: (d) => ({ ...(d as object), previous: '' }), 2: (d) => ({ ...(d as object), source: 'user' }) },
      }),
    ]);
    expect(upcastEventData(v3, 'UsernameChanged', 1, { username: 'a' })).toEqual({
      username: 'a',
      previous: '',
      source: 'user',
    });
    expect(() => defineEvent('X', z.object({}), { version: 2 })).toThrow(/lacks an upcaster from v1/);
  });
});

describe('positions and stream names', () => {
  it('orders positions by transaction first, then position, and round-trips their text form', () => {
    expect(comparePositions({ txn: 5n, pos: 900n }, { txn: 6n, pos: 1n })).toBeLessThan(0);
    expect(comparePositions({ txn: 6n, pos: 2n }, { txn: 6n, pos: 1n })).toBeGreaterThan(0);
    expect(parsePosition(formatPosition({ txn: 18446744073709551615n, pos: 7n }))).toEqual({
      txn: 18446744073709551615n,
      pos: 7n,
    });
    expect(parsePosition('7')).toBeNull();
  });

  it('splits stream names at the first hyphen so ids may contain hyphens', () => {
    const id = '0f8e6c2a-1b2c-4d5e-8f90-123456789abc';
    expect(parseStreamName(streams.credits(id))).toEqual({ category: 'credits', id });
  });
});
