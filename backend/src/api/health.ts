import Router from '@koa/router';
import type { Context } from 'koa';
import { sql } from 'kysely';
import { projectionStatuses } from '@annuaire/projections';
import { mayPerform, type HealthAnswer } from '@annuaire/shared';
import { housekeepingStatus } from '../housekeeping/status';
import { holdsMetricsToken } from '../observability/metricsEndpoint';
import { failingParts } from '../observability/readiness';
import { escapedErrorCount } from '../runtime/lastResort';
import { stateOf } from './context';
import type { ApiDependencies } from './dependencies';

/** What a raw error reads as for whoever may not see it: that something failed, not what. */
export const WITHHELD_ERROR = 'failed (the detail needs the metrics token or an admin session)';

/**
 * Raw errors name tables, queries, hosts: for the operator's tools (METRICS_TOKEN) and admins' dashboard only
 * (`readHealthDetail`), never for anyone who asks (docs/security.md "Health without detail").
 */
const mayReadDetail = (ctx: Context, deps: Pick<ApiDependencies, 'config'>) =>
  holdsMetricsToken(ctx, deps.config.METRICS_TOKEN) || mayPerform(stateOf(ctx).actor?.role, 'readHealthDetail');

const hidden = (error: string | null, detail: boolean) => (error === null || detail ? error : WITHHELD_ERROR);

/**
 * For operators and load balancers.
 * - `/livez`: the process answers (a supervisor restarts it when it does not).
 * - `/readyz`: the database and the event store answer and none of this process's projection workers is failing:
 *   a load balancer sends visitors only to such a process (503 otherwise).
 * - `/api/health`: the event store's head, each projection's checkpoint and lag, each housekeeping job's last
 *   run; 503 when the database does not answer. Errors are withheld but for the metrics token and admins.
 */
export function healthRouter(deps: ApiDependencies): Router {
  const { db, store, projections } = deps;
  const router = new Router();

  router.get('/livez', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'live' };
  });

  router.get('/readyz', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const detail = mayReadDetail(ctx, deps);
    const failures = await failingParts({ db, store, workers: deps.workers ?? null });
    const ready = Object.keys(failures).length === 0;
    ctx.status = ready ? 200 : 503;
    ctx.body = {
      status: ready ? 'ready' : 'unavailable',
      ...(ready
        ? {}
        : {
            failing: Object.fromEntries(Object.entries(failures).map(([part, error]) => [part, hidden(error, detail)])),
          }),
    };
  });

  router.get('/api/health', async (ctx) => {
    const detail = mayReadDetail(ctx, deps);
    try {
      await sql`select 1`.execute(db);
    } catch (error) {
      ctx.status = 503;
      ctx.body = { status: 'unavailable', database: { reachable: false, error: hidden(String(error), detail) } };
      return;
    }
    const status = await projectionStatuses(db, store, projections);
    const housekeeping = Object.fromEntries(
      Object.entries(housekeepingStatus()).map(([job, run]) => [job, { ...run, error: hidden(run.error, detail) }]),
    );
    ctx.body = {
      status: status.projections.every((projection) => projection.caughtUp) ? 'ok' : 'catching_up',
      detail,
      database: { reachable: true },
      eventStore: { head: status.head },
      projections: status.projections.map((projection) => ({
        ...projection,
        lastError: hidden(projection.lastError, detail),
      })),
      // Errors that no request or job caught (see runtime/lastResort.ts): above 0, read the log.
      process: { escapedErrors: escapedErrorCount() },
      // What the scheduled purges last did in this process (housekeeping/status.ts).
      housekeeping,
    } satisfies HealthAnswer;
  });
  return router;
}
