import type { Kysely } from 'kysely';
import { startProjectionWorkers, type AnyProjection, type EventCounter } from '@annuaire/projections';
import type { EventStore } from '@annuaire/shared';
import { registerProjectionLagGauge } from '../observability/collectors';
import type { Logger } from '../observability/logger';
import { countWorkerErrors, observeBatches, type Metrics } from '../observability/metrics';
import { startMetricsServer } from '../observability/metricsServer';
import { checkReadiness } from '../observability/readiness';
import { projectionWorkerLogging } from '../observability/workerLogging';

export interface ProjectionsWorker {
  /** Where the internal listener answers (`/metrics`, `/livez`, `/readyz`), or null without one. */
  readonly url: string | null;
  /** The projections whose worker is failing (and retrying) now. */
  failing(): string[];
  /** Stops the workers (each finishes its batch), then the listener; the database stays open. */
  stop(): Promise<void>;
}

export interface ProjectionsWorkerOptions {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- read models of many shapes
  readonly db: Kysely<any>;
  /** The store the projections were built with: instrumentStore's, so a reactor's appends are timed. */
  readonly store: EventStore & Partial<EventCounter>;
  readonly connectionString: string;
  readonly projections: readonly AnyProjection[];
  readonly logger: Logger;
  readonly metrics: Metrics;
  /** METRICS_PORT and METRICS_HOST (metricsListenerOf); null serves nothing. */
  readonly listener: { readonly host: string; readonly port: number } | null;
  /** Tests follow faster than the default second. */
  readonly pollIntervalMs?: number;
}

/**
 * What `npm run projections -- run` runs once its database is open: a worker per projection, logging
 * through `logger` (JSON lines naming their projection), counting batches, events applied and failed
 * attempts into `metrics` with each projection's lag read at scrape time, and, on the internal listener,
 * `GET /metrics`, `GET /livez` and `GET /readyz` (database, event store, and none of these workers failing).
 */
export async function startProjectionsWorker(options: ProjectionsWorkerOptions): Promise<ProjectionsWorker> {
  const { db, store, projections, logger, metrics } = options;
  const names = projections.map((projection) => projection.name);
  const logging = projectionWorkerLogging(logger, names);
  const countErrors = countWorkerErrors(metrics);
  // Every projection of this worker has its series from the start, so rate() and increase() see the first ones.
  for (const projection of names) {
    metrics.projectionBatchEvents.inc({ projection }, 0);
    metrics.projectionErrors.inc({ projection }, 0);
  }
  registerProjectionLagGauge(metrics, { db, store, projections, logger });

  let workers: { failing(): string[]; stop(): Promise<void> } | null = null;
  // Listening before the workers start: a port already taken ends the command before any worker runs.
  const server = options.listener
    ? await startMetricsServer({
        metrics,
        ...options.listener,
        logger,
        readiness: () => checkReadiness({ db, store, workers }),
      })
    : null;
  workers = startProjectionWorkers(projections, {
    db,
    store,
    connectionString: options.connectionString,
    log: logging.log,
    onBatch: observeBatches(metrics),
    onFailing(projection, failing) {
      countErrors(projection, failing);
      logging.onFailing(projection, failing);
    },
    ...(options.pollIntervalMs === undefined ? {} : { pollIntervalMs: options.pollIntervalMs }),
  });
  const base = server ? server.url.replace(/\/metrics$/, '') : null;
  if (base) logger.info({ url: base }, `metrics on ${base}/metrics, health on ${base}/livez and ${base}/readyz`);
  logger.info({ projections: names }, `following ${names.join(', ')}`);
  const running = workers;
  return {
    url: base,
    failing: () => running.failing(),
    async stop() {
      await running.stop();
      await server?.stop();
    },
  };
}
