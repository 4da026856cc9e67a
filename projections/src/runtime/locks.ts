import { sql, type Transaction } from 'kysely';
import pg from 'pg';

/** Advisory lock namespaces (first key of the two-key form), so our locks never collide. */
const SWAP_LOCK = 7302;
export const WORKER_LOCK = 7301;
export const REBUILD_LOCK = 7303;

/**
 * A projection-wide right (to follow it live, or to rebuild it), held as a session advisory lock on a
 * dedicated connection: PostgreSQL frees it the moment that connection dies, so a killed holder's
 * successor takes over at its next attempt.
 */
export class SessionLock {
  private constructor(
    private readonly client: pg.Client,
    /** Settles when the lock's connection is lost: the holder must stop applying events. */
    readonly lost: Promise<void>,
  ) {}

  static async tryAcquire(
    connectionString: string,
    namespace: typeof WORKER_LOCK | typeof REBUILD_LOCK,
    projection: string,
  ): Promise<SessionLock | null> {
    const client = new pg.Client({
      connectionString,
      application_name: `annuaire-projection-${projection}`,
      keepAlive: true,
      keepAliveInitialDelayMillis: 5000,
    });
    let markLost: () => void = () => undefined;
    const lost = new Promise<void>((resolve) => (markLost = resolve));
    client.on('error', () => markLost());
    client.on('end', () => markLost());
    await client.connect();
    try {
      const { rows } = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1, hashtext($2)) as locked',
        [namespace, projection],
      );
      if (rows[0]?.locked) return new SessionLock(client, lost);
    } catch {
      // fall through: treated as not acquired
    }
    await client.end().catch(() => undefined);
    return null;
  }

  async release(): Promise<void> {
    await this.client.end().catch(() => undefined);
  }
}

/**
 * Live batches hold the swap lock shared, a rebuild's final swap holds it exclusively: the swap waits
 * for the batch in flight and the next batch waits for the swap, never applying to half-swapped tables.
 */
export async function holdSwapLockShared(trx: Transaction<unknown>, projection: string): Promise<void> {
  await sql`select pg_advisory_xact_lock_shared(${SWAP_LOCK}, hashtext(${projection}))`.execute(trx);
}

export async function holdSwapLockExclusive(trx: Transaction<unknown>, projection: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(${SWAP_LOCK}, hashtext(${projection}))`.execute(trx);
}
