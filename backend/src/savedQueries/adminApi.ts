import Router from '@koa/router';
import { z } from 'zod';
import { savedQueryParametersSchema, SavedQueryId } from '@annuaire/shared';
import { metadataOf, requireStaffAction } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { notFound } from '../api/errors';
import { answerList, resourceQuery } from '../api/simpleRest';
import { parseMerged, validate, type ValidatedContext } from '../api/validate';
import { savedQueryById, SAVED_QUERIES } from './catalogue';
import { displayedSql, type SavedQuery } from './definition';
import { defaultPeriod, runSavedQuery } from './runs';

const ListQuery = resourceQuery(['id'], {});
const QueryParams = z.object({ id: SavedQueryId });
/** The values themselves are checked against the query's own parameters (shared/src/savedQueries/parameters.ts). */
const RunBody = z.object({ parameters: z.record(z.string(), z.unknown()).optional() }).strict();

/** The views a query reads, from its text: what the screen names beside it (docs/analytics.md describes them). */
const viewsRead = (query: SavedQuery) => [...new Set(query.sql.match(/\banalytics\.\w+/g) ?? [])].sort();

/** What the list and the form need: the texts, the parameters and their defaults today. */
const summaryOf = (query: SavedQuery, now: Date) => ({
  id: query.id,
  title: query.title,
  description: query.description,
  parameters: query.parameters,
  defaults: defaultPeriod(now),
  chart: query.chart ?? null,
  reads: viewsRead(query),
});

function findQuery(id: string): SavedQuery {
  const query = savedQueryById(id);
  if (!query) throw notFound('No saved query with this id');
  return query;
}

/**
 * `/api/admin/saved-queries` (admins, `runSavedQueries`, docs/product.md §6): the analytics screen's catalogue of
 * saved queries (catalogue.ts), each shown with its SQL, and `POST /{id}/run`, which runs one as the analysts'
 * read-only role and records the run (runs.ts). Parameters are checked before anything runs: a 400 names the field.
 */
export function adminSavedQueriesRouter(deps: ApiDependencies): Router {
  const router = new Router({ prefix: '/api/admin/saved-queries' });
  router.use(requireStaffAction('runSavedQueries'));

  router.get('/', validate({ query: ListQuery }), async (ctx: ValidatedContext<{ query: typeof ListQuery }>) => {
    const ids = ctx.state.input.query.filter?.id;
    const queries = ids ? SAVED_QUERIES.filter((query) => ids.includes(query.id)) : SAVED_QUERIES;
    const now = deps.now();
    answerList(
      ctx,
      'saved-queries',
      { offset: 0 },
      { rows: queries.map((query) => summaryOf(query, now)), total: queries.length },
    );
  });

  router.get(
    '/:id',
    validate({ params: QueryParams }),
    async (ctx: ValidatedContext<{ params: typeof QueryParams }>) => {
      const query = findQuery(ctx.state.input.params.id);
      ctx.body = { ...summaryOf(query, deps.now()), sql: displayedSql(query) };
    },
  );

  router.post(
    '/:id/run',
    validate({ params: QueryParams, body: RunBody }),
    async (ctx: ValidatedContext<{ params: typeof QueryParams; body: typeof RunBody }>) => {
      const query = findQuery(ctx.state.input.params.id);
      const now = deps.now();
      const rule = z.object({
        parameters: savedQueryParametersSchema(query.parameters, defaultPeriod(now)).prefault({}),
      });
      const { parameters } = parseMerged(rule, ctx.state.input.body);
      const answer = await runSavedQuery(deps, query, parameters, metadataOf(ctx, now));
      ctx.set('Cache-Control', 'no-store');
      ctx.body = answer;
    },
  );

  return router;
}
