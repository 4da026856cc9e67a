import { describe, expect, it } from 'vitest';
import { formatProgress } from './progressBar';

describe('rebuild progress line', () => {
  it('shows the share done, the count, the rate and the time left', () => {
    const line = formatProgress({
      projection: 'audit',
      phase: 'building',
      processed: 250_000,
      remaining: 750_000,
      eventsPerSecond: 25_000.4,
      etaSeconds: 30,
      resumed: false,
    });
    expect(line).toBe(`audit [${'#'.repeat(8)}${'.'.repeat(22)}]  25%  250,000 events  25,000 ev/s  ETA 30s`);
  });

  it('ends full, without an ETA, once swapped in', () => {
    const line = formatProgress({
      projection: 'audit',
      phase: 'done',
      processed: 1_000_000,
      remaining: 0,
      eventsPerSecond: 40_000,
      etaSeconds: 0,
      resumed: true,
    });
    expect(line).toContain(`[${'#'.repeat(30)}] 100%`);
    expect(line).toMatch(/done$/);
  });
});
