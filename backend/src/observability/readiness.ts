import { sql, type Kysely } from 'kysely';
import type { EventStore } from '@annuaire/shared';

/** Whether a process may be sent work, and if not which parts fail (`database`, `eventStore`, `workers`). */
export interface Readiness {
  readonly ready: boolean;
  readonly failing: Readonly<Record<string, string>>;
}

/** What a raw error reads as on an answer without the metrics token: that the part failed, not how. */
export const FAILED_SEE_LOG = "failed (the error is in this process's log)";

/**
 * The parts of a process that fail, each with its raw error: its database and event store must answer (within
 * `timeoutMs`: a probe must not pile up on a hung connection) and none of its workers may be failing
 * (`failing()` of startProjectionWorkers). The API's `/readyz` (api/health.ts) and the worker's (below) both ask
 * this; each words the errors for whoever asks.
 */
export async function failingParts(sources: {
  /** Any pool: only `select 1` runs on it, so no table is named. */
  readonly db: Kysely<unknown>;
  readonly store: Pick<EventStore, 'head'>;
  readonly workers: { failing(): readonly string[] } | null;
  readonly timeoutMs?: number;
}): Promise<Record<string, string>> {
  const { timeoutMs = 5_000 } = sources;
  const failing: Record<string, string> = {};
  const [database, eventStore] = await Promise.all([
    answers(sql`select 1`.execute(sources.db), timeoutMs),
    answers(sources.store.head(), timeoutMs),
  ]);
  if (database !== true) failing.database = database;
  if (eventStore !== true) failing.eventStore = eventStore;
  const workers = sources.workers?.failing() ?? [];
  if (workers.length > 0) failing.workers = `failing: ${workers.join(', ')}`;
  return failing;
}

/**
 * The `/readyz` verdict of the projections worker's internal port, which takes no token: raw errors are withheld
 * (docs/security.md "Health without detail"): database and event store say `failed`, workers name the
 * projections failing, which the log details.
 */
export async function checkReadiness(sources: Parameters<typeof failingParts>[0]): Promise<Readiness> {
  const failing = Object.fromEntries(
    Object.entries(await failingParts(sources)).map(([part, error]) => [
      part,
      part === 'workers' ? error : FAILED_SEE_LOG,
    ]),
  );
  return { ready: Object.keys(failing).length === 0, failing };
}

/** True when `check` resolves within `timeoutMs`, else why not. */
async function answers(check: Promise<unknown>, timeoutMs: number): Promise<true | string> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${timeoutMs} ms`), timeoutMs);
  });
  try {
    return await Promise.race([
      check.then(
        () => true as const,
        (error: unknown) => String(error),
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
