import pg from 'pg';

export interface PoolOptions {
  readonly max?: number;
  readonly applicationName?: string;
}

/**
 * Every connection of ours gets `idle_in_transaction_session_timeout`: a transaction left open by a
 * stalled process would otherwise hold back the event store's read horizon (and vacuum) indefinitely.
 */
export function createPool(connectionString: string, options: PoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    application_name: options.applicationName ?? 'annuaire',
    options: '-c idle_in_transaction_session_timeout=30000',
    keepAlive: true,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // Nor a client in use when the server goes away (a Ctrl-C reaches PostgreSQL too): node-postgres then
  // emits 'error' on the checked-out client, which has no listener; the query itself rejects anyway.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/** The SQLSTATE and constraint of a PostgreSQL error, when it is one. */
export function pgErrorOf(error: unknown): { code: string; constraint?: string; detail?: string } | null {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') {
    return error as { code: string; constraint?: string; detail?: string };
  }
  return null;
}
