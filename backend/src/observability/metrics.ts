import type Koa from 'koa';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * The server's Prometheus metrics, in a registry of its own (never prom-client's global one): each app
 * built in one process (tests build several) counts only its own requests. Gauges that read the
 * database or the live fan-out are computed when scraped (collectors.ts).
 */
export interface Metrics {
  readonly registry: Registry;
  readonly httpRequestDuration: Histogram<'method' | 'route' | 'status'>;
  readonly appendDuration: Histogram<'outcome'>;
  readonly appendConflicts: Counter;
  readonly projectionBatchDuration: Histogram<'projection'>;
  readonly projectionBatchEvents: Counter<'projection'>;
  readonly projectionErrors: Counter<'projection'>;
  readonly loginFailures: Counter<'reason'>;
  readonly backgroundJobFailures: Counter<'job'>;
}

/** Seconds, from a few milliseconds (a cached read) to a slow command waiting on its projections. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(): Metrics {
  const registry = new Registry();
  // CPU, memory, event-loop lag, handles, garbage collection: process_* and nodejs_*.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpRequestDuration: new Histogram({
      name: 'annuaire_http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status, from arrival to answer',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    appendDuration: new Histogram({
      name: 'annuaire_event_store_append_duration_seconds',
      help: 'Event store appends by outcome (ok, conflict, error)',
      labelNames: ['outcome'],
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    appendConflicts: new Counter({
      name: 'annuaire_event_store_append_conflicts_total',
      help: 'Appends refused because the stream was not at the expected revision (a concurrent writer won)',
      registers,
    }),
    projectionBatchDuration: new Histogram({
      name: 'annuaire_projection_batch_duration_seconds',
      help: 'Time to apply one batch of events to a read model, by projection',
      labelNames: ['projection'],
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    projectionBatchEvents: new Counter({
      name: 'annuaire_projection_events_applied_total',
      help: 'Events applied to a read model by this process, by projection',
      labelNames: ['projection'],
      registers,
    }),
    projectionErrors: new Counter({
      name: 'annuaire_projection_errors_total',
      help: "Failed attempts of this process's projection workers (each logged and retried with backoff), by projection",
      labelNames: ['projection'],
      registers,
    }),
    loginFailures: new Counter({
      name: 'annuaire_login_failures_total',
      help: 'Refused logins: wrong_credentials, challenge_too_easy (400 captcha_required: a harder challenge is asked)',
      labelNames: ['reason'],
      registers,
    }),
    backgroundJobFailures: new Counter({
      name: 'annuaire_background_job_failures_total',
      help: 'Failed runs or steps of background jobs (each logged at warn and retried by the job), by job (runtime/periodic.ts)',
      labelNames: ['job'],
      registers,
    }),
  };
}

/** The projection workers' `onBatch` hook, feeding the batch histogram. */
export const observeBatches =
  (metrics: Metrics) =>
  (batch: { projection: string; events: number; ms: number }): void => {
    // A batch of other types' events only moves the checkpoint: not what an operator times.
    if (batch.events === 0) return;
    metrics.projectionBatchDuration.observe({ projection: batch.projection }, batch.ms / 1000);
    metrics.projectionBatchEvents.inc({ projection: batch.projection }, batch.events);
  };

/** The projection workers' `onFailing` hook, counting each failed attempt (a worker is told once per attempt). */
export const countWorkerErrors =
  (metrics: Metrics) =>
  (projection: string, failing: boolean): void => {
    if (failing) metrics.projectionErrors.inc({ projection });
  };

const metricsOfApp = new WeakMap<Koa, Metrics>();

/** Ties an app to its metrics, so code holding only a request (ctx.app) can count into them. */
export function attachMetrics(app: Koa, metrics: Metrics): void {
  metricsOfApp.set(app, metrics);
}

export type LoginFailure = 'wrong_credentials' | 'challenge_too_easy';

/** Counts a refused login for the app handling this request (auth/loginLimits.ts). */
export function countLoginFailure(ctx: { app: Koa }, reason: LoginFailure): void {
  metricsOfApp.get(ctx.app)?.loginFailures.inc({ reason });
}
