import Router from '@koa/router';
import { z } from 'zod';
import type { UserAsOf } from '@annuaire/shared';
import { listAuditEvents } from '@annuaire/projections';
import { requirePermission } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { HttpError } from '../api/errors';
import { listQuery, pageOf, setContentRange } from '../api/simpleRest';
import { validate, type ValidatedContext } from '../api/validate';
import { UserIdParams } from '../users/schema';
import { replayUser } from './replay';

const HistoryQuery = listQuery(
  ['position'],
  z
    .object({ type: z.string().min(1), until: z.iso.datetime({ offset: true }) })
    .partial()
    .strict(),
);
const AsOfQuery = z.object({ asOf: z.iso.datetime({ offset: true }).optional() });

const EventsFilter = z
  .object({
    subjectId: z.string().min(1),
    actorId: z.string().min(1),
    impersonatorId: z.string().min(1),
    streamId: z.string().min(1),
    type: z.string().min(1),
    correlationId: z.string().min(1),
    until: z.iso.datetime({ offset: true }),
  })
  .partial()
  .strict();
const ListEventsQuery = listQuery(['position'], EventsFilter);

/** The audit timeline in the ra-data-simple-rest dialect, for staff who may view all users. */
export function adminEventsRouter({ db }: ApiDependencies): Router {
  const router = new Router({ prefix: '/api/admin/events' });
  router.use(requirePermission('VIEW_ALL_USERS'));
  router.get(
    '/',
    validate({ query: ListEventsQuery }),
    async (ctx: ValidatedContext<{ query: typeof ListEventsQuery }>) => {
      const { sort, range, filter } = ctx.state.input.query;
      const page = { ...pageOf(range), descending: sort?.[1] === 'DESC' };
      const result = await listAuditEvents(db, filter ?? {}, page);
      setContentRange(ctx, 'events', page.offset, result.events.length, result.total);
      ctx.body = result.events;
    },
  );
  return router;
}

/** Auditors' views of one user: their full history, and the user folded as of any moment. */
export function auditRouter(deps: ApiDependencies): Router {
  const router = new Router({ prefix: '/api/admin/users/:id' });
  router.use(requirePermission('VIEW_ALL_USERS'));

  router.get(
    '/history',
    validate({ params: UserIdParams, query: HistoryQuery }),
    async (ctx: ValidatedContext<{ params: typeof UserIdParams; query: typeof HistoryQuery }>) => {
      const { sort, range, filter } = ctx.state.input.query;
      const page = { ...pageOf(range), descending: sort?.[1] === 'DESC' };
      const result = await listAuditEvents(deps.db, { ...filter, subjectId: ctx.state.input.params.id }, page);
      setContentRange(ctx, 'events', page.offset, result.events.length, result.total);
      ctx.body = result.events;
    },
  );

  router.get(
    '/',
    validate({ params: UserIdParams, query: AsOfQuery }),
    async (ctx: ValidatedContext<{ params: typeof UserIdParams; query: typeof AsOfQuery }>) => {
      const asOf = ctx.state.input.query.asOf ? new Date(ctx.state.input.query.asOf) : null;
      const replay = await replayUser(deps.store, ctx.state.input.params.id, asOf);
      if (!replay.exists)
        throw new HttpError(404, 'not_found', asOf ? 'The user did not exist yet at that moment' : 'User not found');
      ctx.body = {
        id: replay.user.userId,
        asOf: asOf?.toISOString() ?? null,
        user: replay.user,
        balance: replay.balance,
        ledger: replay.ledger,
        roles: replay.roles,
      } satisfies UserAsOf;
    },
  );

  return router;
}
