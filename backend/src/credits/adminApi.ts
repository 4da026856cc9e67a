import Router from '@koa/router';
import {
  findTransactionsByIds,
  listDeposits,
  listTransactions,
  type DepositRequestRecord,
} from '@annuaire/projections';
import { requirePermission } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { notFound } from '../api/errors';
import { validate, type ValidatedContext } from '../api/validate';
import { answerList, IdParams, pageFor, sortFor } from '../api/simpleRest';
import { usernamesOf } from '../users/lookup';
import { AdminDepositRequestsQuery, LedgerQuery } from './schema';

/**
 * `/api/admin/transactions` and `/api/admin/deposit-requests` (VIEW_ALL_USERS): the credit ledger of every
 * member and the interac deposit requests, with members' names. Confirming a request stays
 * `POST /api/deposit-requests/{requestId}/confirm` (admins, with a reason).
 */
export function adminLedgerRouter(deps: ApiDependencies): Router {
  const router = new Router({ prefix: '/api/admin' });
  router.use(requirePermission('VIEW_ALL_USERS'));

  const named = async <T extends { userId: string }>(rows: readonly T[]) => {
    const names = await usernamesOf(
      deps.db,
      rows.map((row) => row.userId),
    );
    return rows.map((row) => ({ ...row, username: names.get(row.userId) ?? null }));
  };

  router.get(
    '/transactions',
    validate({ query: LedgerQuery }),
    async (ctx: ValidatedContext<{ query: typeof LedgerQuery }>) => {
      const { sort, range, filter = {} } = ctx.state.input.query;
      const page = pageFor(range, filter.id);
      if (filter.id) {
        const rows = await findTransactionsByIds(deps.db, filter.id);
        return answerList(ctx, 'transactions', page, { rows: await named(rows), total: rows.length });
      }
      const order = sortFor<'at'>(sort, { field: 'at', descending: true });
      const result = await listTransactions(
        deps.db,
        { userId: filter.userId, type: filter.type },
        { ...page, descending: order.descending },
      );
      answerList(ctx, 'transactions', page, { rows: await named(result.rows), total: result.total });
    },
  );

  router.get(
    '/transactions/:id',
    validate({ params: IdParams }),
    async (ctx: ValidatedContext<{ params: typeof IdParams }>) => {
      const [transaction] = await findTransactionsByIds(deps.db, [ctx.state.input.params.id]);
      if (!transaction) throw notFound('Transaction not found');
      ctx.body = (await named([transaction]))[0];
    },
  );

  router.get(
    '/deposit-requests',
    validate({ query: AdminDepositRequestsQuery }),
    async (ctx: ValidatedContext<{ query: typeof AdminDepositRequestsQuery }>) => {
      const { sort, range, filter = {} } = ctx.state.input.query;
      const page = pageFor(range, filter.id);
      const order = sortFor<'requestedAt'>(sort, { field: 'requestedAt', descending: true });
      const result = await listDeposits(
        deps.db,
        { status: filter.status, userId: filter.userId, ids: filter.id },
        { ...page, descending: order.descending },
      );
      answerList(ctx, 'deposit-requests', page, { rows: await named(result.rows), total: result.total });
    },
  );

  router.get(
    '/deposit-requests/:id',
    validate({ params: IdParams }),
    async (ctx: ValidatedContext<{ params: typeof IdParams }>) => {
      const { rows } = await listDeposits(
        deps.db,
        { ids: [ctx.state.input.params.id] },
        { offset: 0, limit: 1, descending: true },
      );
      if (!rows[0]) throw notFound('Deposit request not found');
      ctx.body = (await named<DepositRequestRecord>(rows))[0];
    },
  );

  return router;
}
