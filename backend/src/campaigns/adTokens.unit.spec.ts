import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AD_TOKEN_TTL_MS, adTokenCodec } from './adTokens';
import { addressOfVisitor, visitorKey } from './visitors';

const codec = adTokenCodec(randomBytes(32));
const now = new Date('2026-11-28T12:00:00Z');
const draw = { pageView: 'c0ffee00-0000-4000-8000-000000000000', blockId: 'b1', placement: 'blockCard' as const };

describe('ad tokens (docs/product.md §6 counting ads)', () => {
  it('reads back what it signed, each token with its own id, shared or not', () => {
    const [one, two] = [codec.issue({ ...draw, shared: false }, now), codec.issue({ ...draw, shared: true }, now)];
    const [first, second] = [codec.check(one, now), codec.check(two, now)];
    expect(first).toMatchObject({
      ok: true,
      token: { ...draw, shared: false, expiresAt: now.getTime() + AD_TOKEN_TTL_MS },
    });
    expect(second).toMatchObject({ ok: true, token: { shared: true } });
    expect(first.ok && second.ok && first.token.id !== second.token.id).toBe(true);
  });

  it('refuses another key’s token, an edited one, and one past its half hour', () => {
    const token = codec.issue({ ...draw, shared: false }, now);
    expect(adTokenCodec(randomBytes(32)).check(token, now)).toEqual({ ok: false, reason: 'invalid_token' });
    const [payload, signature] = token.split('.') as [string, string];
    const edited = JSON.parse(Buffer.from(payload, 'base64url').toString()) as object;
    const forged = `${Buffer.from(JSON.stringify({ ...edited, s: 1 })).toString('base64url')}.${signature}`;
    expect(codec.check(forged, now)).toEqual({ ok: false, reason: 'invalid_token' });
    expect(codec.check(`${token}=`, now)).toEqual({ ok: false, reason: 'invalid_token' });
    expect(codec.check('', now)).toEqual({ ok: false, reason: 'invalid_token' });
    const later = new Date(now.getTime() + AD_TOKEN_TTL_MS);
    expect(codec.check(token, later)).toEqual({ ok: false, reason: 'expired', claimedBlockId: 'b1' });
  });
});

describe('visitor keys', () => {
  it('take an IPv4 address whole and an IPv6 address by its /64, and never show the address', () => {
    expect(addressOfVisitor('203.0.113.9')).toBe('203.0.113.9');
    expect(addressOfVisitor('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressOfVisitor('2001:db8:0:12::1')).toBe('2001:db8:0:12::/64');
    expect(addressOfVisitor('2001:0db8:0000:0012:ffff:1:2:3')).toBe('2001:db8:0:12::/64');
    const secret = randomBytes(32);
    expect(visitorKey(secret, '2001:db8:0:12::1')).toBe(visitorKey(secret, '2001:db8:0:12:9::9'));
    expect(visitorKey(secret, '203.0.113.9')).not.toBe(visitorKey(secret, '203.0.113.10'));
    expect(visitorKey(secret, '203.0.113.9')).toMatch(/^[\w-]{22}$/);
  });
});
