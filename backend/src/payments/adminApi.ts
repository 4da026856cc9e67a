import Router from '@koa/router';
import { findPaymentIntent, listPaymentIntents } from '@annuaire/projections';
import { requirePermission } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { HttpError } from '../api/errors';
import { answerList, IdParams, pageFor, sortFor } from '../api/simpleRest';
import { validate, type ValidatedContext } from '../api/validate';
import { adminRowOf } from './offer';
import { AdminPaymentIntentsQuery } from './schema';

/**
 * `/api/admin/payment-intents` (VIEW_ALL_USERS, like the ledger): every crypto payment intent with its
 * member, for staff to follow payments and find underpaid ones. Read only: no route marks an intent paid,
 * only the provider's invoice settles one (docs/product.md §3).
 */
export function adminPaymentIntentsRouter(deps: ApiDependencies): Router {
  const router = new Router({ prefix: '/api/admin' });
  router.use(requirePermission('VIEW_ALL_USERS'));

  router.get(
    '/payment-intents',
    validate({ query: AdminPaymentIntentsQuery }),
    async (ctx: ValidatedContext<{ query: typeof AdminPaymentIntentsQuery }>) => {
      const { sort, range, filter = {} } = ctx.state.input.query;
      const page = pageFor(range, filter.id);
      const order = sortFor<'createdAt'>(sort, { field: 'createdAt', descending: true });
      const result = await listPaymentIntents(
        deps.db,
        { status: filter.status, userId: filter.userId, q: filter.q, ids: filter.id },
        { ...page, descending: order.descending },
      );
      answerList(ctx, 'payment-intents', page, {
        rows: result.rows.map((row) => adminRowOf(row, null)),
        total: result.total,
      });
    },
  );

  router.get(
    '/payment-intents/:id',
    validate({ params: IdParams }),
    async (ctx: ValidatedContext<{ params: typeof IdParams }>) => {
      const intent = await findPaymentIntent(deps.db, ctx.state.input.params.id);
      if (!intent) throw new HttpError(404, 'not_found', 'Payment intent not found');
      ctx.body = adminRowOf(intent, null);
    },
  );

  return router;
}
