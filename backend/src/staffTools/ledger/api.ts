import Router from '@koa/router';
import { listTransactions, type CreditTransaction } from '@annuaire/projections';
import { requirePermission } from '../../api/context';
import type { ApiDependencies } from '../../api/dependencies';
import { notFound } from '../../api/errors';
import { validate, type ValidatedContext } from '../../api/validate';
import { answerList, IdParams, pageFor, sortFor } from '../common/simpleRest';
import { usernamesOf } from '../common/users';
import { listDeposits, transactionsByIds, type DepositRequestRecord } from './queries';
import { DepositRequestsQuery, TransactionsQuery } from './schema';

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
  const toTransaction = (row: Awaited<ReturnType<typeof transactionsByIds>>[number]): CreditTransaction => ({
    id: row.event_id,
    userId: row.user_id,
    type: row.type as 'credit' | 'debit',
    kind: row.kind,
    credits: row.credits,
    balanceAfter: row.balance_after,
    actorId: row.actor_id,
    actorRole: row.actor_role,
    impersonatorId: row.impersonator_id,
    reason: row.reason,
    at: row.at.toISOString(),
    details: row.details,
  });

  router.get(
    '/transactions',
    validate({ query: TransactionsQuery }),
    async (ctx: ValidatedContext<{ query: typeof TransactionsQuery }>) => {
      const { sort, range, filter = {} } = ctx.state.input.query;
      const page = pageFor(range, filter.id);
      if (filter.id) {
        const rows = (await transactionsByIds(deps.db, filter.id)).map(toTransaction);
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
      const [row] = await transactionsByIds(deps.db, [ctx.state.input.params.id]);
      if (!row) throw notFound('Transaction not found');
      ctx.body = (await named([toTransaction(row)]))[0];
    },
  );

  router.get(
    '/deposit-requests',
    validate({ query: DepositRequestsQuery }),
    async (ctx: ValidatedContext<{ query: typeof DepositRequestsQuery }>) => {
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
