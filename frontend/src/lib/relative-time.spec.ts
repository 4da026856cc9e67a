import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = new Date('2026-03-10T12:00:00.000Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('relative times', () => {
  it('says “now” under a minute, in both languages', () => {
    expect(formatRelativeTime(ago(20), now, 'en')).toBe('now');
    expect(formatRelativeTime(ago(20), now, 'fr')).toBe('maintenant');
  });

  it('uses the largest whole unit', () => {
    expect(formatRelativeTime(ago(5 * 60), now, 'en')).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * 3600 + 59 * 60), now, 'fr')).toBe('il y a 3 heures');
    expect(formatRelativeTime(ago(26 * 3600), now, 'en')).toBe('yesterday');
    expect(formatRelativeTime(ago(15 * 86_400), now, 'fr')).toBe('il y a 2 semaines');
  });
});
