import { createHmac } from 'node:crypto';
import { isIPv6 } from 'node:net';

/**
 * The part of a client address that names one visitor: an IPv4 address whole, an IPv6 address by its /64, the
 * block one subscriber is handed (a single client otherwise owns 2^64 addresses and would count as that many).
 */
export function addressOfVisitor(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * A visitor's key for counting ads (docs/product.md §6): an HMAC of the address with a server key, so the claims
 * and limits tell visitors apart without ever storing an address (docs/security.md, personal data).
 */
export function visitorKey(secret: Buffer, ip: string): string {
  return createHmac('sha256', secret).update(addressOfVisitor(ip)).digest('base64url').slice(0, 22);
}
