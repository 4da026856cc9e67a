import { afterEach, describe, expect, it, vi } from 'vitest';
import { openKurrentDbClient, toKurrentDbConnectionString } from './connectionString';

describe('toKurrentDbConnectionString', () => {
  it('rewrites an esdb:// URL to kurrentdb:// and keeps credentials, hosts and options', () => {
    expect(
      toKurrentDbConnectionString('esdb://admin:changeit@node1:2113,node2:2113?tls=false&nodePreference=leader'),
    ).toBe('kurrentdb://admin:changeit@node1:2113,node2:2113?tls=false&nodePreference=leader');
  });

  it('rewrites esdb+discover:// to kurrentdb+discover://', () => {
    expect(toKurrentDbConnectionString('esdb+discover://cluster.example.org:2113')).toBe(
      'kurrentdb+discover://cluster.example.org:2113',
    );
  });

  it.each(['kurrentdb', 'kurrentdb+discover', 'kurrent', 'kurrent+discover', 'kdb', 'kdb+discover'])(
    'keeps a %s:// URL as it is',
    (scheme) => {
      expect(toKurrentDbConnectionString(`${scheme}://localhost:2113?tls=false`)).toBe(
        `${scheme}://localhost:2113?tls=false`,
      );
    },
  );

  it('accepts a scheme in any case and surrounding spaces, as URLs allow', () => {
    expect(toKurrentDbConnectionString(' ESDB://localhost:2113 ')).toBe('kurrentdb://localhost:2113');
    expect(toKurrentDbConnectionString('KurrentDB://localhost:2113')).toBe('kurrentdb://localhost:2113');
  });

  it('refuses other schemes, naming the scheme but never the password', () => {
    const attempt = () => toKurrentDbConnectionString('http://admin:s3cret@localhost:2113');
    expect(attempt).toThrow(/EVENTSTORE_URL must start with esdb:\/\/.*kurrentdb:\/\/.*\(found "http:\/\/"\)/);
    expect(attempt).not.toThrow(/s3cret/);
    expect(() => toKurrentDbConnectionString('localhost:2113')).toThrow(/found no scheme/);
  });
});

describe('openKurrentDbClient', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    'esdb://localhost:2113?tls=false',
    'esdb+discover://localhost:2113',
    'kurrentdb://localhost:2113?tls=false',
  ])('makes a client for %s without the deprecation line the client prints for esdb://', async (url) => {
    const warn = vi.spyOn(console, 'warn');
    const client = openKurrentDbClient(url);
    await client.dispose();
    expect(warn).not.toHaveBeenCalled();
  });
});
