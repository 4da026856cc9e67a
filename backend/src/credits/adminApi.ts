import Router from '@koa/router';
import { findTransactionsByIds, type DepositRequestRecord } from '@annuaire/projections';
import { metadataOf, requirePermission, requireStaffAction } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { notFound } from '../api/errors';
import { validate, type ValidatedContext } from '../api/validate';
import { answerList, IdParams, pageFor, pageOf, sortFor } from '../api/simpleRest';
import { requireActiveUser, usernamesOf } from '../users/lookup';
import { UserIdParams } from '../users/schema';
import { answerBalance } from './balance';
import { runCreditCommand } from './commands';
import { asStoredRow, readDepositRequests, readLedger } from './staffLists';
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
 * `/adjust`, `/api/deposit-requests/{requestId}/confirm`); the backoffice calls the commands here. The lists, in
 * both dialects, are `adminLedgerRouter`'s.
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
 * The credit ledger of every member and the interac deposit requests (VIEW_ALL_USERS), each list one reading
 * (staffLists.ts) presented in two dialects: docs/api.md's `GET /api/transactions` and `GET /api/deposit-requests`
 * (the rows as they are, with `Content-Range`), and the backoffice's `/api/admin/transactions` and
 * `/api/admin/deposit-requests` (ra-data-simple-rest, getMany by ids, members' names). Confirming a request stays
 * `POST /api/deposit-requests/{requestId}/confirm` (admins, with a reason).
 */
export function adminLedgerRouter(deps: ApiDependencies): Router {
  // No prefix: docs/api.md's lists are outside /api/admin. The guard runs only for this router's routes.
  const router = new Router();
  router.use(requirePermission('VIEW_ALL_USERS'));

  const named = async <T extends { userId: string }>(rows: readonly T[]) => {
    const names = await usernamesOf(
      deps.db,
      rows.map((row) => row.userId),
    );
    return rows.map((row) => ({ ...row, username: names.get(row.userId) ?? null }));
  };

  router.get(
    '/api/transactions',
    validate({ query: TransactionsQuery }),
    async (ctx: ValidatedContext<{ query: typeof TransactionsQuery }>) => {
      const { sort, range, filter = {} } = ctx.state.input.query;
      const page = pageOf(range);
      const result = await readLedger(deps.db, filter, { ...page, descending: sort?.[1] !== 'ASC' });
      answerList(ctx, 'transactions', page, result);
    },
  );
  router.get(
    '/api/admin/transactions',
    validate({ query: LedgerQuery }),
    async (ctx: ValidatedContext<{ query: typeof LedgerQuery }>) => {
      const { sort, range, filter = {} } = ctx.state.input.query;
      const page = pageFor(range, filter.id);
      const order = sortFor<'at'>(sort, { field: 'at', descending: true });
      const result = await readLedger(
        deps.db,
        { userId: filter.userId, type: filter.type, ids: filter.id },
        { ...page, descending: order.descending },
      );
      answerList(ctx, 'transactions', page, { rows: await named(result.rows), total: result.total });
    },
  );

  router.get(
    '/api/admin/transactions/:id',
    validate({ params: IdParams }),
    async (ctx: ValidatedContext<{ params: typeof IdParams }>) => {
      const [transaction] = await findTransactionsByIds(deps.db, [ctx.state.input.params.id]);
      if (!transaction) throw notFound('Transaction not found');
      ctx.body = (await named([transaction]))[0];
    },
  );

  // docs/api.md's list has always been newest first, whatever `sort` says; its rows are the stored ones.
  router.get(
    '/api/deposit-requests',
    validate({ query: DepositRequestsQuery }),
    async (ctx: ValidatedContext<{ query: typeof DepositRequestsQuery }>) => {
      const page = pageOf(ctx.state.input.query.range);
      const result = await readDepositRequests(deps.db, ctx.state.input.query.filter ?? {}, {
        ...page,
        descending: true,
      });
      answerList(ctx, 'deposit-requests', page, { rows: result.rows.map(asStoredRow), total: result.total });
    },
  );
  router.get(
    '/api/admin/deposit-requests',
    validate({ query: AdminDepositRequestsQuery }),
    async (ctx: ValidatedContext<{ query: typeof AdminDepositRequestsQuery }>) => {
      const { sort, range, filter = {} } = ctx.state.input.query;
      const page = pageFor(range, filter.id);
      const order = sortFor<'requestedAt'>(sort, { field: 'requestedAt', descending: true });
      const result = await readDepositRequests(
        deps.db,
        { status: filter.status, userId: filter.userId, ids: filter.id },
        { ...page, descending: order.descending },
      );
      answerList(ctx, 'deposit-requests', page, { rows: await named(result.rows), total: result.total });
    },
  );

  router.get(
    '/api/admin/deposit-requests/:id',
    validate({ params: IdParams }),
    async (ctx: ValidatedContext<{ params: typeof IdParams }>) => {
      const { rows } = await readDepositRequests(
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
