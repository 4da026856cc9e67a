/**
 * A place in the global log, compared lexicographically (txn first, then pos).
 *
 * PostgreSQL store: `txn` is the writing transaction's id (xid8) and `pos` the global position; reading
 * in (txn, pos) order below the snapshot horizon is what makes subscriptions gap-free.
 * EventStoreDB: `txn` is the commit position and `pos` the prepare position.
 */
export interface LogPosition {
  readonly txn: bigint;
  readonly pos: bigint;
}

export const START: LogPosition = { txn: 0n, pos: 0n };

export function comparePositions(a: LogPosition, b: LogPosition): number {
  if (a.txn !== b.txn) return a.txn < b.txn ? -1 : 1;
  if (a.pos !== b.pos) return a.pos < b.pos ? -1 : 1;
  return 0;
}

export function maxPosition(a: LogPosition, b: LogPosition): LogPosition {
  return comparePositions(a, b) >= 0 ? a : b;
}

/** `txn:pos`, the form positions take in JSON and URLs (bigints do not survive JSON). */
export function formatPosition(position: LogPosition): string {
  return `${position.txn}:${position.pos}`;
}

export function parsePosition(text: string): LogPosition | null {
  const match = /^(\d{1,20}):(\d{1,20})$/.exec(text);
  if (!match) return null;
  return { txn: BigInt(match[1]!), pos: BigInt(match[2]!) };
}
