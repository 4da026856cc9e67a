import { randomBytes, randomUUID } from 'node:crypto';
import Router from '@koa/router';
import { listDepositRequests, listTransactions } from '@annuaire/projections';
import { canBeListed, hasPermission, listingBlockersOf, VARIANTS, type CreditTransaction } from '@annuaire/shared';
import { actorOf, forbidden, metadataOf, requireSession } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { HttpError } from '../api/errors';
import { pageOf, setContentRange } from '../api/simpleRest';
import { validate, type ValidatedContext } from '../api/validate';
import { requireActiveUser } from '../users/lookup';
import { UserIdParams } from '../users/schema';
import { runCreditCommand } from './commands';
import { answerBalance } from './balance';
import { BuyVipBody, DepositRequestBody, TransactionsQuery } from './schema';
import { buyVip } from '../processes/vipPurchase';

/**
 * Credits of the member: VIP purchases, interac deposit requests, histories (their own; staff read anyone's
 * history here too). The staff's money routes are in adminApi.ts.
 */
export function creditsRouter(deps: ApiDependencies): Router {
  const { db } = deps;
  const router = new Router();

  // Members see their own history; staff see anyone's.
  router.get(
    '/api/users/:id/transactions',
    validate({ params: UserIdParams, query: TransactionsQuery }),
    async (ctx: ValidatedContext<{ params: typeof UserIdParams; query: typeof TransactionsQuery }>) => {
      const actor = actorOf(ctx);
      const { id } = ctx.state.input.params;
      const staff = hasPermission(actor.role, 'VIEW_ALL_USERS');
      if (actor.userId !== id && !staff) throw forbidden();
      const page = pageOf(ctx.state.input.query.range);
      const result = await listTransactions(
        db,
        { ...ctx.state.input.query.filter, userId: id },
        { ...page, descending: ctx.state.input.query.sort?.[1] !== 'ASC' },
      );
      setContentRange(ctx, 'transactions', page.offset, result.rows.length, result.total);
      // docs/product.md §9: the member reads each line in the site's own words; the reason staff gave and who
      // acted are the staff's notes.
      ctx.body = staff ? result.rows : result.rows.map(asMemberSeesIt);
    },
  );

  router.post(
    '/api/user/vip',
    requireSession,
    validate({ body: BuyVipBody }),
    async (ctx: ValidatedContext<{ body: typeof BuyVipBody }>) => {
      const { userId } = actorOf(ctx);
      await requireListable(deps, userId);
      await buyVip(deps, userId, ctx.state.input.body.days, metadataOf(ctx, deps.now()));
      await answerBalance(deps, ctx, userId);
    },
  );

  router.post(
    '/api/credits/deposit-requests',
    requireSession,
    validate({ body: DepositRequestBody }),
    async (ctx: ValidatedContext<{ body: typeof DepositRequestBody }>) => {
      const { userId } = actorOf(ctx);
      const { packId, method } = ctx.state.input.body;
      if (!(VARIANTS[deps.config.WEBSITE].payments as readonly string[]).includes(method) || method === 'crypto') {
        // Crypto is paid through payment intents (POST /api/crypto/payment-intents), never a deposit request.
        throw new HttpError(409, 'payment_method_unavailable', `Payment by ${method} is not available`);
      }
      const requestId = randomUUID();
      // Short, unambiguous, typed by the member in the e-transfer message so staff can match the payment.
      const reference = `ANN-${randomBytes(4).toString('hex').toUpperCase()}`;
      const result = await runCreditCommand(
        deps,
        userId,
        { type: 'RequestDeposit', requestId, packId, method, reference },
        metadataOf(ctx, deps.now()),
      );
      const requested = result.events[0]!;
      ctx.status = 201;
      const data = requested.type === 'DepositRequested' ? requested.data : null;
      ctx.body = {
        requestId,
        ...data,
        status: 'requested',
        // What the member does next: an e-transfer of the price, with the reference as its message.
        instructions: { recipient: deps.config.INTERAC_EMAIL, amount: data?.price, message: reference },
      };
    },
  );

  router.get('/api/credits/deposit-requests', async (ctx) => {
    const { userId } = actorOf(ctx);
    ctx.body = (await listDepositRequests(db, { userId }, { offset: 0, limit: 50 })).rows;
  });

  return router;
}

/**
 * VIP is sold only to a profile that can be listed (docs/product.md §6): VIP orders the listings, so bought while
 * hidden or placeless it would buy nothing. 409 `profile_not_listable`, naming what is missing; nothing is charged.
 */
async function requireListable(deps: ApiDependencies, userId: string): Promise<void> {
  const { state } = await requireActiveUser(deps.db, userId);
  const now = deps.now();
  if (canBeListed(state, now)) return;
  const blockers = listingBlockersOf(state, now);
  const why = blockers.length > 0 ? blockers.join(', ') : 'inactive';
  throw new HttpError(409, 'profile_not_listable', `VIP needs a profile that can be listed (${why})`);
}

/** A line of a member's own history: the staff's reason and the staff member behind it left out. */
function asMemberSeesIt(row: CreditTransaction): CreditTransaction {
  return { ...row, reason: null, actorId: null, impersonatorId: null };
}
