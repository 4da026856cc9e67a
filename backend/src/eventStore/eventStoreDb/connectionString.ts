import { KurrentDBClient } from '@kurrent/kurrentdb-client';

/** Legacy EventStoreDB schemes and the KurrentDB scheme that replaces each. */
const LEGACY_SCHEMES: ReadonlyMap<string, string> = new Map([
  ['esdb', 'kurrentdb'],
  ['esdb+discover', 'kurrentdb+discover'],
]);
/** What `@kurrent/kurrentdb-client` 1.x parses; `+discover` finds the cluster through DNS gossip. */
const KURRENT_SCHEMES = new Set([
  'kurrentdb',
  'kurrentdb+discover',
  'kurrent',
  'kurrent+discover',
  'kdb',
  'kdb+discover',
]);

/**
 * `EVENTSTORE_URL` in the form the KurrentDB client wants. Existing deployments keep their `esdb://` URLs: the
 * client still parses them but writes a deprecation line to stderr on every connect, outside our structured
 * logs, so they are rewritten to `kurrentdb://` first. Schemes are case-insensitive (RFC 3986), the client's
 * parser is not. Anything else is refused naming only the scheme, since the URL may hold a password.
 */
export function toKurrentDbConnectionString(url: string): string {
  const trimmed = url.trim();
  const match = /^([a-z][a-z0-9+.-]*):\/\//i.exec(trimmed);
  const scheme = match?.[1]?.toLowerCase();
  if (!match || !scheme || !(LEGACY_SCHEMES.has(scheme) || KURRENT_SCHEMES.has(scheme))) {
    const found = scheme ? `"${scheme}://"` : 'no scheme';
    throw new Error(
      `EVENTSTORE_URL must start with esdb://, esdb+discover://, kurrentdb://, kurrentdb+discover://, kurrent://, ` +
        `kurrent+discover://, kdb:// or kdb+discover:// (found ${found})`,
    );
  }
  return `${LEGACY_SCHEMES.get(scheme) ?? scheme}://${trimmed.slice(match[0].length)}`;
}

/** A client for an `esdb://` or `kurrentdb://` URL; connects lazily, on the first call. */
export function openKurrentDbClient(url: string): KurrentDBClient {
  return KurrentDBClient.connectionString(toKurrentDbConnectionString(url));
}
