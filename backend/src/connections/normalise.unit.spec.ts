import { describe, expect, it } from 'vitest';
import { emailMatchKey, phoneE164 } from './normalise';

describe('contact keys of connected accounts', () => {
  it('reads one Gmail mailbox through dots, +tags, case and googlemail.com', () => {
    expect(emailMatchKey(' A.n.N+ads@GMail.com ')).toBe('ann@gmail.com');
    expect(emailMatchKey('ann@googlemail.com')).toBe('ann@gmail.com');
  });

  it('drops a +tag elsewhere but keeps the dots, which other providers distinguish', () => {
    expect(emailMatchKey('a.nn+x@example.org')).toBe('a.nn@example.org');
  });

  it('writes North American numbers in E.164 whatever their format', () => {
    expect(phoneE164('(514) 555-0199')).toBe('+15145550199');
    expect(phoneE164('1-514-555-0199')).toBe('+15145550199');
    expect(phoneE164('+33 1 23 45 67 89')).toBe('+33123456789');
    expect(phoneE164('0033 1 23 45 67 89')).toBe('+33123456789');
    expect(phoneE164('12')).toBeNull();
  });
});
