import { z } from 'zod';

/** A competitor's registrable domain as staff enter it: `leolist.cc`, lower case, without scheme or path. */
export const BlockedHostname = z
  .string()
  .trim()
  .toLowerCase()
  .transform((host) =>
    host
      .replace(/^[a-z]+:\/\//, '')
      .replace(/^www\./, '')
      .replace(/\/.*$/, ''),
  )
  .pipe(
    z
      .string()
      .max(100)
      .regex(/^(?:[a-z0-9-]+\.)+[a-z]{2,}$/, 'a host name such as example.com'),
  );

export const BLOCKED_HOSTNAMES_MAX = 200;

/** docs/product.md §9: directory competitors the product starts with; staff change the list in the app settings. */
export const DEFAULT_BLOCKED_HOSTNAMES: readonly string[] = [
  'leolist.cc',
  'tryst.link',
  'eros.com',
  'privatedelights.ch',
  'skipthegames.com',
];

/**
 * The text as a link would read once its common disguises are undone: "leolist dot cc", "leolist (dot) cc",
 * "leolist [.] cc" and "leolist . cc" all become "leolist.cc".
 */
function undisguised(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s*[[({]\s*(?:dot|point|\.)\s*[\])}]\s*/g, '.')
    .replace(/\s+(?:dot|point)\s+/g, '.')
    .replace(/\s*\.\s*(?=[a-z0-9])/g, '.');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * docs/product.md §9 blocked hostnames: the first listed host a text links to, with or without scheme, on any
 * subdomain, or spelled out to dodge a filter; null when it names none. `heros.com` is not `eros.com`.
 */
export function findBlockedHost(text: string, hosts: readonly string[]): string | null {
  if (!text || hosts.length === 0) return null;
  const plain = undisguised(text);
  for (const host of hosts) {
    if (new RegExp(`(?<![a-z0-9-])${escape(host)}(?![a-z0-9-])`).test(plain)) return host;
  }
  return null;
}
