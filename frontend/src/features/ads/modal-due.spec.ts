import { describe, expect, it } from 'vitest';
import { modalAdDue } from './modal-due';

const now = new Date('2026-11-27T12:00:00Z');

describe('modalAdDue', () => {
  it.each([
    [4, null, false],
    [5, null, true],
    [9, '2026-11-27T01:00:00Z', false],
    [9, '2026-11-27T00:00:00Z', true],
    [9, 'garbage', true],
  ])('after %i page views, last shown %s: %s', (views, last, due) => {
    expect(modalAdDue(views, last, now)).toBe(due);
  });
});
