import pg from 'pg';

export const APPEND_CHANNEL = 'event_store_appended';

/** Other processes hear about appends at most this often (their readers poll as a fallback anyway). */
const NOTIFY_EVERY_MS = 5;

/**
 * Wakes readers when events are appended. Listeners in this process are called at once; other
 * processes hear a NOTIFY sent after the append committed, at most one per 5 ms. A NOTIFY inside every
 * append would serialise all commits on PostgreSQL's notification queue lock, and one per append
 * would double the statements a single writer sends.
 */
export class AppendNotifier {
  private readonly listeners = new Set<() => void>();
  private listenClient: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly connectionString: string,
  ) {}

  appended(): void {
    this.emit();
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      // A lost wake-up only delays other processes' readers until their next poll.
      // NOTIFY takes a transaction id, so its commit would wait for the disk like a write; a wake-up
      // lost in a crash only delays a poll, so this one commit need not.
      this.pool
        .query(`begin; set local synchronous_commit = off; select pg_notify('${APPEND_CHANNEL}', ''); commit`)
        .catch(() => undefined);
    }, NOTIFY_EVERY_MS);
  }

  onAppended(listener: () => void): () => void {
    this.listeners.add(listener);
    if (!this.listenClient && !this.closed) this.listen();
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.timer) clearTimeout(this.timer);
    const client = this.listenClient;
    this.listenClient = null;
    await client?.end().catch(() => undefined);
  }

  private emit() {
    for (const listener of this.listeners) listener();
  }

  private listen() {
    const client = new pg.Client({ connectionString: this.connectionString, application_name: 'annuaire-listen' });
    this.listenClient = client;
    const retry = () => {
      if (this.listenClient !== client || this.closed) return;
      this.listenClient = null;
      client.end().catch(() => undefined);
      // Readers keep polling meanwhile; one wake-up after reconnecting covers anything missed.
      this.reconnectTimer = setTimeout(() => {
        if (!this.closed && this.listeners.size > 0) this.listen();
      }, 1000);
    };
    client.on('notification', () => this.emit());
    client.on('error', retry);
    client.on('end', retry);
    client
      .connect()
      .then(() => client.query(`listen ${APPEND_CHANNEL}`))
      .then(() => this.emit())
      .catch(retry);
  }
}
