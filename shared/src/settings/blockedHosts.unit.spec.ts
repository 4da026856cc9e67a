import { describe, expect, it } from 'vitest';
import { BlockedHostname, DEFAULT_BLOCKED_HOSTNAMES, findBlockedHost } from './blockedHosts';

const hosts = ['leolist.cc', 'eros.com'];

describe('findBlockedHost', () => {
  it.each([
    ['Find me on https://leolist.cc/ads/123', 'leolist.cc'],
    ['leolist.cc', 'leolist.cc'],
    ['See WWW.LEOLIST.CC today', 'leolist.cc'],
    ['on montreal.leolist.cc too', 'leolist.cc'],
    ['leolist dot cc', 'leolist.cc'],
    ['leolist (dot) cc', 'leolist.cc'],
    ['leolist [.] cc', 'leolist.cc'],
    ['leolist . cc', 'leolist.cc'],
    ['my page at http://www.eros.com/me', 'eros.com'],
  ])('finds the competitor in %j', (text, host) => {
    expect(findBlockedHost(text, hosts)).toBe(host);
  });

  it.each([
    'Superheros.com is a comic shop',
    'eros.company is another business',
    'I love Eros and the Leolist novel',
    'https://example.com',
    '',
  ])('lets %j through', (text) => {
    expect(findBlockedHost(text, hosts)).toBeNull();
  });
});

describe('BlockedHostname', () => {
  it('keeps the registrable host of whatever staff paste', () => {
    expect(BlockedHostname.parse(' https://www.LeoList.cc/ads ')).toBe('leolist.cc');
    expect(BlockedHostname.safeParse('not a host').success).toBe(false);
  });

  it('starts from hosts it accepts', () => {
    expect(DEFAULT_BLOCKED_HOSTNAMES.every((host) => BlockedHostname.parse(host) === host)).toBe(true);
  });
});
