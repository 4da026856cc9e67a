import Router from '@koa/router';
import { sql } from 'kysely';
import { projectionStatuses } from '@annuaire/projections';
import type { HealthAnswer } from '@annuaire/shared';
import { housekeepingStatus } from '../housekeeping/status';
import { escapedErrorCount } from '../runtime/lastResort';
import type { ApiDependencies } from './dependencies';

/**
 * For operators and load balancers: 200 when the database answers, with the event store's head, each
 * projection's checkpoint and lag, and each housekeeping job's last run; 503 when the database does not answer.
 */
export function healthRouter({ db, store, projections }: ApiDependencies): Router {
  const router = new Router();
  router.get('/api/health', async (ctx) => {
    try {
      await sql`select 1`.execute(db);
    } catch (error) {
      ctx.status = 503;
      ctx.body = { status: 'unavailable', database: { reachable: false, error: String(error) } };
      return;
    }
    const status = await projectionStatuses(db, store, projections);
    ctx.body = {
      status: status.projections.every((projection) => projection.caughtUp) ? 'ok' : 'catching_up',
      database: { reachable: true },
      eventStore: { head: status.head },
      projections: status.projections,
      // Errors that no request or job caught (see runtime/lastResort.ts): above 0, read the log.
      process: { escapedErrors: escapedErrorCount() },
      // What the scheduled purges last did in this process (housekeeping/status.ts).
      housekeeping: housekeepingStatus(),
    } satisfies HealthAnswer;
  });
  return router;
}
