import { describe, expect, it } from 'vitest';
import { flagMatchKey, FlagInput } from './events';

describe('FlagInput', () => {
  it('lowercases emails and keeps only the digits of phones, with a leading +', () => {
    expect(FlagInput.parse({ type: 'email', value: ' Who@Example.ORG ' })).toEqual({
      type: 'email',
      value: 'who@example.org',
      note: '',
    });
    expect(FlagInput.parse({ type: 'phone', value: '+1 (514) 555-0101', note: 'x' })).toEqual({
      type: 'phone',
      value: '+15145550101',
      note: 'x',
    });
  });

  it('refuses a bad email, a phone of fewer than 7 digits or with letters, and a note over 500 characters', () => {
    expect(FlagInput.safeParse({ type: 'email', value: 'nobody' }).success).toBe(false);
    expect(FlagInput.safeParse({ type: 'phone', value: '555-010' }).success).toBe(false);
    expect(FlagInput.safeParse({ type: 'phone', value: '555-0101 ext' }).success).toBe(false);
    expect(FlagInput.safeParse({ type: 'phone', value: '5550101', note: 'x'.repeat(501) }).success).toBe(false);
    expect(FlagInput.safeParse({ type: 'phone', value: '5550101', note: 'x'.repeat(500) }).success).toBe(true);
  });
});

describe('flagMatchKey', () => {
  it('treats a North American number with or without its country code 1 as the same', () => {
    expect(flagMatchKey('phone', '+15145550101')).toBe(flagMatchKey('phone', '514-555-0101'));
    expect(flagMatchKey('phone', '+445145550101')).not.toBe(flagMatchKey('phone', '5145550101'));
    expect(flagMatchKey('email', 'Who@Example.org')).toBe('who@example.org');
  });
});
