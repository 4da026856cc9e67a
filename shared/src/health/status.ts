/** One read model's lag behind the event store (projections/src/runtime/status.ts). */
export interface ProjectionStatus {
  readonly name: string;
  readonly version: number;
  /** `txn:pos` of the last folded position, null before the first batch. */
  readonly checkpoint: string | null;
  /** Events of its types not folded yet (capped at 1,000,000), when countable. */
  readonly behind: number | null;
  readonly caughtUp: boolean;
  readonly rebuilding: boolean;
  readonly lastError: string | null;
  readonly updatedAt: string | null;
}

/** The purges of backend/src/housekeeping, as `/api/health` lists them. */
export type HousekeepingJobName =
  'sessions' | 'sentMail' | 'rateLimits' | 'expiredLinks' | 'loginAddresses' | 'adRefusals';

/** One housekeeping job's last run in the answering process; all null before its first run. */
export interface HousekeepingJobStatus {
  /** When the last run ended (ISO 8601). */
  readonly lastRunAt: string | null;
  /** Rows it removed, including those removed before an error. */
  readonly removed: number | null;
  /** Why the last run stopped short, null when it finished. */
  readonly error: string | null;
}

/**
 * `GET /api/health` when the database answers (backend/src/api/health.ts); a 503 with
 * `{ status: 'unavailable' }` otherwise.
 */
export interface HealthAnswer {
  readonly status: 'ok' | 'catching_up';
  /** Whether raw errors are shown (the metrics token or an admin session); otherwise each reads "failed". */
  readonly detail: boolean;
  readonly database: { readonly reachable: true };
  readonly eventStore: { readonly head: string | null };
  readonly projections: readonly ProjectionStatus[];
  /** Errors that no request or job caught: above 0, read the log. */
  readonly process: { readonly escapedErrors: number };
  /** Each scheduled purge's last run in the answering process (empty when it runs none). */
  readonly housekeeping: Readonly<Partial<Record<HousekeepingJobName, HousekeepingJobStatus>>>;
}
