import { describe, expect, it } from 'vitest';
import { nextTimeInZone } from './available-later';

const TORONTO = 'America/Toronto';

describe('nextTimeInZone (available later, docs/product.md §4)', () => {
  it("gives today's 21:00 in Toronto while it is still ahead", () => {
    // 14:00 in Toronto (EST, UTC−5) on 27 November.
    const now = new Date('2026-11-27T19:00:00Z');
    expect(nextTimeInZone('21:00', now, TORONTO)?.toISOString()).toBe('2026-11-28T02:00:00.000Z');
  });

  it("gives tomorrow's when today's has passed", () => {
    const now = new Date('2026-11-28T03:00:00Z'); // 22:00 in Toronto
    expect(nextTimeInZone('21:00', now, TORONTO)?.toISOString()).toBe('2026-11-29T02:00:00.000Z');
  });

  it('follows daylight saving time (EDT, UTC−4, in July)', () => {
    const now = new Date('2026-07-01T12:00:00Z');
    expect(nextTimeInZone('21:00', now, TORONTO)?.toISOString()).toBe('2026-07-02T01:00:00.000Z');
  });

  it('refuses a malformed time', () => {
    expect(nextTimeInZone('25:00', new Date(), TORONTO)).toBeNull();
    expect(nextTimeInZone('9pm', new Date(), TORONTO)).toBeNull();
  });
});
