import { createHash } from 'node:crypto';

/**
 * A UUID derived from a seed: the same seed always gives the same id. Process managers and reactors
 * use it for the events they append, so doing a step twice appends nothing the second time.
 */
export function deterministicUuid(seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
