import { sql, type Generated, type Kysely } from 'kysely';
import type { Migration } from '../postgres/migrations';
import { jobFailuresThrough, startPeriodicJob, type JobFailures } from '../runtime/periodic';
import type { PictureMedia } from './media';
import { onBehalfOf } from './owner';
import { prerenderVariants } from './prerender';

/**
 * Pictures whose standard variants are still to be made (docs/product.md §9). A row is written when the
 * picture is stored and removed once its variants are; a row left behind by a crash or a failure is
 * taken again later, so the job survives restarts. `failed` rows gave up (`last_error` says why): their
 * pictures are still served, converted on first request.
 */
export const variantJobsMigration: Migration = {
  id: 'pictures/001_variant_jobs',
  sql: `
    create table picture_variant_jobs (
      key text primary key,
      status text not null default 'pending',
      attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      last_error text,
      created_at timestamptz not null default now()
    );
    create index picture_variant_jobs_due on picture_variant_jobs (next_attempt_at) where status = 'pending';
  `,
};

/**
 * Whose job it is (the member who uploaded, docs/product.md §9 "upload"), and its place in that member's
 * turns: jobs run by `fair_tag`, so members take turns instead of one member's burst queuing everyone
 * else's pictures behind it.
 */
export const variantJobOwnersMigration: Migration = {
  id: 'pictures/002_variant_job_owners',
  sql: `
    alter table picture_variant_jobs
      add column owner text not null default '',
      add column fair_tag bigint not null default 0;
    drop index picture_variant_jobs_due;
    create index picture_variant_jobs_due on picture_variant_jobs (fair_tag, created_at) where status = 'pending';
  `,
};

export interface VariantJobsDatabase {
  picture_variant_jobs: {
    key: string;
    owner: Generated<string>;
    fair_tag: Generated<string>;
    status: 'pending' | 'failed';
    attempts: number;
    next_attempt_at: Date;
    last_error: string | null;
    created_at: Generated<Date>;
  };
}

const MINUTE = 60_000;
const ERROR_MAX = 1000;
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX);

/** In this process, a queued picture starts its job at once rather than at the next poll. */
const queued = new EventTarget();

/**
 * Queues a stored picture for its standard variants, as `owner`'s work; queuing it again starts over
 * (attempts reset). Its turn (`fair_tag`, start-time fair queuing): one after the owner's last queued job,
 * but never before the oldest turn still waiting, so an owner with nothing queued starts at once in the
 * rotation instead of behind someone's burst, and cannot save turns up while idle either.
 */
export async function queueVariants(db: Kysely<VariantJobsDatabase>, key: string, owner = ''): Promise<void> {
  const at = new Date();
  await sql`
    insert into picture_variant_jobs as job (key, owner, fair_tag, status, attempts, next_attempt_at, last_error)
    values (${key}, ${owner}, greatest(
      (select coalesce(max(fair_tag) + 1, 0) from picture_variant_jobs where owner = ${owner} and status = 'pending'),
      (select coalesce(min(fair_tag), 0) from picture_variant_jobs where status = 'pending')
    ), 'pending', 0, ${at}, null)
    on conflict (key) do update set owner = excluded.owner, fair_tag = excluded.fair_tag, status = 'pending',
      attempts = 0, next_attempt_at = excluded.next_attempt_at, last_error = null`.execute(db);
  queued.dispatchEvent(new Event('queued'));
}

export interface VariantJobOptions {
  readonly db: Kysely<VariantJobsDatabase>;
  readonly media: PictureMedia;
  readonly log?: (message: string) => void;
  /** Where a failed pass is reported (runtime/periodic.ts); through `log` when absent. */
  readonly failures?: JobFailures;
  readonly now?: () => Date;
  /** Tries per picture, the first included; after the last failure the job is `failed`. */
  readonly maxAttempts?: number;
  /** How long a taken job is reserved for the replica running it: one that dies mid-job leaves it to the others. */
  readonly leaseMs?: number;
  readonly pollMs?: number;
}

export interface VariantJobOutcome {
  readonly key: string;
  readonly outcome: 'done' | 'gone' | 'retrying' | 'failed';
  readonly rendered: number;
}

/** One minute, doubling per failure up to an hour. */
const backoffMs = (attempt: number) => Math.min(MINUTE * 2 ** (attempt - 1), 60 * MINUTE);

/**
 * Takes the next due job (leased, `skip locked`, so replicas share the queue) and makes its variants.
 * Null when nothing is due. Errors are recorded on the job and logged, never thrown.
 */
export async function runNextVariantJob(options: VariantJobOptions, signal?: AbortSignal) {
  const { db, media, log = () => undefined, now = () => new Date(), maxAttempts = 5, leaseMs = 10 * MINUTE } = options;
  const at = now();
  // Members take turns (`fair_tag`, see queueVariants), then first come, first served.
  const { rows } = await sql<{ key: string; attempts: number; owner: string }>`
    update picture_variant_jobs set attempts = attempts + 1, next_attempt_at = ${new Date(at.getTime() + leaseMs)}
    where key = (
      select key from picture_variant_jobs
      where status = 'pending' and next_attempt_at <= ${at}
      order by fair_tag, created_at
      limit 1
      for update skip locked
    )
    returning key, attempts, owner`.execute(db);
  const job = rows[0];
  if (!job) return null;
  try {
    // Its decodes take the owner's turns in the decode slots too (pictures/owner.ts).
    const { rendered, found } = await onBehalfOf(job.owner, () => prerenderVariants(media, job.key, signal));
    await db.deleteFrom('picture_variant_jobs').where('key', '=', job.key).execute();
    return { key: job.key, outcome: found ? 'done' : 'gone', rendered } satisfies VariantJobOutcome;
  } catch (error) {
    // Stopped for shutdown: the lease runs out and the next start resumes (stored variants are kept).
    if (signal?.aborted) return null;
    const last = job.attempts >= maxAttempts;
    await db
      .updateTable('picture_variant_jobs')
      .set({
        status: last ? 'failed' : 'pending',
        next_attempt_at: new Date(now().getTime() + backoffMs(job.attempts)),
        last_error: errorText(error),
      })
      .where('key', '=', job.key)
      .execute();
    log(
      `picture variants of ${job.key} failed (attempt ${job.attempts} of ${maxAttempts}${last ? ', giving up' : ''}): ${errorText(error)}`,
    );
    return { key: job.key, outcome: last ? 'failed' : 'retrying', rendered: 0 } satisfies VariantJobOutcome;
  }
}

/** Runs due jobs until none is left. */
export async function runDueVariantJobs(options: VariantJobOptions, signal?: AbortSignal) {
  const outcomes: VariantJobOutcome[] = [];
  while (!signal?.aborted) {
    const outcome = await runNextVariantJob(options, signal);
    if (!outcome) break;
    outcomes.push(outcome);
  }
  return outcomes;
}

/**
 * The background job: runs as soon as this process queues a picture, and every `pollMs` for pictures
 * other replicas queued, retries and jobs a crash interrupted. It never ends the process: a failing
 * pass (the database away) is logged and the next one tries again.
 */
export function startVariantJobs(options: VariantJobOptions): { stop(): Promise<void> } {
  const log = options.log ?? (() => undefined);
  const job = startPeriodicJob({
    name: 'picture_variants',
    firstRunMs: 1000,
    everyMs: options.pollMs ?? 15_000,
    failures: options.failures ?? jobFailuresThrough(log),
    run: async (signal) => {
      await runDueVariantJobs(options, signal);
    },
  });
  const wake = () => job.runNow();
  queued.addEventListener('queued', wake);
  return {
    async stop() {
      queued.removeEventListener('queued', wake);
      await job.stop();
    },
  };
}
