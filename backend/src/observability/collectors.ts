import { sql, type Kysely } from 'kysely';
import { Gauge } from 'prom-client';
import { projectionStatuses, type AnyProjection, type EventCounter } from '@annuaire/projections';
import type { EventStore } from '@annuaire/shared';
import type { LiveFanOut } from '../live/fanOut';
import type { Logger } from './logger';
import type { Metrics } from './metrics';

export interface ScrapeSources {
  /** The runtime's and the outbox's tables, read in raw SQL only, so none is typed here. */
  readonly db: Kysely<unknown>;
  readonly store: EventStore & Partial<EventCounter>;
  readonly projections: readonly AnyProjection[];
  readonly live: LiveFanOut | null;
  readonly logger: Logger;
}

const registered = new WeakSet<Metrics>();

/**
 * Gauges read when Prometheus scrapes, so they are as fresh as the scrape and cost nothing between
 * scrapes: each projection's lag (events of its types past its checkpoint, as `/api/health` reports it),
 * open live streams, and the mail waiting in the outbox. A source that fails is logged and its gauge
 * left empty (or NaN) for that scrape, rather than failing the whole answer or showing a stale value.
 */
export function registerScrapeGauges(metrics: Metrics, sources: ScrapeSources): void {
  if (registered.has(metrics)) return;
  registered.add(metrics);
  const { db, live, logger } = sources;
  const registers = [metrics.registry];
  const failed = (what: string) => (error: unknown) =>
    logger.warn({ err: error }, `metrics: could not read ${what} for this scrape`);

  registerProjectionLagGauge(metrics, sources);

  new Gauge({
    name: 'annuaire_live_streams_open',
    help: 'Server-Sent Events streams open on this API process',
    registers,
    collect() {
      this.set(live?.size ?? 0);
    },
  });

  new Gauge({
    name: 'annuaire_mail_queue_depth',
    help: 'Mail waiting in the outbox for the background sender (pending, first try or retry)',
    registers,
    async collect() {
      try {
        const { rows } = await sql<{ count: string }>`
          select count(*)::text as count from mail_outbox where status = 'pending'`.execute(db);
        this.set(Number(rows[0]?.count ?? 0));
      } catch (error) {
        // Unknown, not zero: an empty queue would hide that the database does not answer.
        this.set(Number.NaN);
        failed('the mail queue')(error);
      }
    },
  });
}

/**
 * Each projection's lag (events of its types past its checkpoint, as `/api/health` reports it), read at
 * scrape time: registered by the API (registerScrapeGauges) and by the projections worker for its own.
 */
export function registerProjectionLagGauge(
  metrics: Metrics,
  sources: Pick<ScrapeSources, 'db' | 'store' | 'projections' | 'logger'>,
): void {
  const { db, store, projections, logger } = sources;
  new Gauge({
    name: 'annuaire_projection_lag_events',
    help: 'Events of its types the projection has not applied yet (capped at 1,000,000)',
    labelNames: ['projection'],
    registers: [metrics.registry],
    async collect() {
      this.reset();
      try {
        const status = await projectionStatuses(db, store, projections);
        for (const projection of status.projections) {
          if (projection.behind !== null) this.set({ projection: projection.name }, projection.behind);
        }
      } catch (error) {
        logger.warn({ err: error }, 'metrics: could not read projection lag for this scrape');
      }
    },
  });
}
