import type Koa from 'koa';
import type { Middleware } from 'koa';
import type { ApiDependencies } from '../api/dependencies';
import type { LiveFanOut } from '../live/fanOut';
import { registerScrapeGauges } from './collectors';
import { loggerFromConfig, type Logger } from './logger';
import { attachMetrics, createMetrics, type Metrics } from './metrics';
import { metricsEndpoint } from './metricsEndpoint';
import { logAppErrors, observeRequests } from './requestLogging';

export interface ObservabilityOptions {
  /** Where the app logs; from LOG_LEVEL and NODE_ENV when absent. Tests pass one writing to a buffer. */
  readonly logger?: Logger;
  /** The process's metrics, shared with its event store and workers; a fresh registry when absent. */
  readonly metrics?: Metrics;
}

/**
 * Logs and metrics for one app: reports its errors to the logger, ties its metrics to it (for counters
 * that only hold a request, such as login failures), registers the gauges read at scrape time, and
 * answers the two middlewares createApp mounts: `requests` outermost, `endpoint` (GET /metrics) inside
 * the error boundary.
 */
export function observeApp(
  app: Koa,
  deps: ApiDependencies,
  live: LiveFanOut | null,
  options: ObservabilityOptions,
): { requests: Middleware; endpoint: Middleware } {
  const logger = options.logger ?? loggerFromConfig(deps.config);
  const metrics = options.metrics ?? createMetrics();
  logAppErrors(app, logger);
  attachMetrics(app, metrics);
  registerScrapeGauges(metrics, { db: deps.db, store: deps.store, projections: deps.projections, live, logger });
  return {
    requests: observeRequests({ logger, metrics }),
    endpoint: metricsEndpoint({ metrics, token: deps.config.METRICS_TOKEN }),
  };
}
