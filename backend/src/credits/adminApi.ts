import Router from '@koa/router';
import {
  findTransactionsByIds,
  listDepositRequests,
  listDeposits,
  listTransactions,
  type DepositRequestRecord,
} from '@annuaire/projections';
import { metadataOf, requirePermission, requireStaffAction } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { notFound } from '../api/errors';
import { validate, type ValidatedContext } from '../api/validate';
import { answerList, IdParams, pageFor, pageOf, setContentRange, sortFor } from '../api/simpleRest';
import { requireActiveUser, usernamesOf } from '../users/lookup';
import { UserIdParams } from '../users/schema';
import { answerBalance } from './balance';
import { runCreditCommand } from './commands';
import {
  AdjustBody,
  AdminDepositRequestsQuery,
  ConfirmDepositBody,
  DepositBody,
  DepositRequestsQuery,
  LedgerQuery,
  RequestIdParams,
  TransactionsQuery,
} from './schema';

/**
 * The staff's money routes at the paths docs/product.md §7 and docs/api.md give them (`/api/users/{id}/credits`,
 * `/adjust`, `/api/deposit-requests/{requestId}/confirm`, and the plain lists `/api/transactions` and
 * `/api/deposit-requests`); the backoffice calls the commands here and lists through `adminLedgerRouter`.
 * A ledger stream needs no registration, so a money command checks first that the member exists and is live:
 * credits put on a mistyped or deleted id would be money nobody can spend (404, nothing appended).
 */
export function staffCreditsRouter(deps: ApiDependencies): Router {
  const { db } = deps;
  const router = new Router();

  router.post(
    '/api/users/:id/credits',
    requireStaffAction('depositCredits'),
    validate({ params: UserIdParams, body: DepositBody }),
    async (ctx: ValidatedContext<{ params: typeof UserIdParams; body: typeof DepositBody }>) => {
      const { id } = ctx.state.input.params;
      const { credits, notify, reason } = ctx.state.input.body;
      await requireActiveUser(db, id);
      await runCreditCommand(
        deps,
        id,
        { type: 'Deposit', credits, notify },
        metadataOf(ctx, deps.now(), reason ?? null),
      );
      await answerBalance(deps, ctx, id);
      ctx.status = 201;
    },
  );

  router.post(
    '/api/users/:id/credits/adjust',
    requireStaffAction('adjustCredits'),
    validate({ params: UserIdParams, body: AdjustBody }),
    async (ctx: ValidatedContext<{ params: typeof UserIdParams; body: typeof AdjustBody }>) => {
      const { id } = ctx.state.input.params;
      const { credits, reason } = ctx.state.input.body;
      await requireActiveUser(db, id);
      await runCreditCommand(deps, id, { type: 'Adjust', credits }, metadataOf(ctx, deps.now(), reason));
      await answerBalance(deps, ctx, id);
    },
  );

  router.get(
    '/api/transactions',
    requirePermission('VIEW_ALL_USERS'),
    validate({ query: TransactionsQuery }),
    async (ctx: ValidatedContext<{ query: typeof TransactionsQuery }>) => {
      const page = pageOf(ctx.state.input.query.range);
      const result = await listTransactions(db, ctx.state.input.query.filter ?? {}, {
        ...page,
        descending: ctx.state.input.query.sort?.[1] !== 'ASC',
      });
      setContentRange(ctx, 'transactions', page.offset, result.rows.length, result.total);
      ctx.body = result.rows;
    },
  );

  router.get(
    '/api/deposit-requests',
    requirePermission('VIEW_ALL_USERS'),
    validate({ query: DepositRequestsQuery }),
    async (ctx: ValidatedContext<{ query: typeof DepositRequestsQuery }>) => {
      const page = pageOf(ctx.state.input.query.range);
      const result = await listDepositRequests(db, ctx.state.input.query.filter ?? {}, page);
      setContentRange(ctx, 'deposit-requests', page.offset, result.rows.length, result.total);
      ctx.body = result.rows;
    },
  );

  router.post(
    '/api/deposit-requests/:requestId/confirm',
    requireStaffAction('confirmDeposit'),
    validate({ params: RequestIdParams, body: ConfirmDepositBody }),
    async (ctx: ValidatedContext<{ params: typeof RequestIdParams; body: typeof ConfirmDepositBody }>) => {
      const { userId, notify, reason } = ctx.state.input.body;
      await runCreditCommand(
        deps,
        userId,
        { type: 'ConfirmDeposit', requestId: ctx.state.input.params.requestId, notify },
        metadataOf(ctx, deps.now(), reason ?? null),
      );
      await answerBalance(deps, ctx, userId);
    },
  );

  return router;
}

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
