import Router from '@koa/router';
import type { Context } from 'koa';
import { findUserById } from '@annuaire/projections';
import { closeAccount } from '../accounts/repository';
import { localeOf } from '../accounts/api';
import { sendProfileClaim } from '../accounts/resets';
import { hasPermission } from '@annuaire/shared';
import { metadataOf, requirePermission, requireStaffAction, stateOf } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { HttpError } from '../api/errors';
import { validate, type ValidatedContext } from '../api/validate';
import { revokeAllSessions } from '../auth/sessions';
import { runUserCommand } from './commands';
import { notifyReporters } from './notifyReporters';
import type { UserCommand } from './decider';
import { staffUserOf } from './dto';
import {
  ClaimBody,
  DeleteUserQuery,
  ReasonBody,
  SetRankBody,
  SetVipBody,
  StaffEditUser,
  UserIdParams,
  VerificationBody,
  VirtualLockBody,
} from './schema';

type Params = { params: typeof UserIdParams };

/** Staff tools on one user (SPEC §1, §7): each a command whose event records the actor and the reason. */
export function staffUsersRouter(deps: ApiDependencies): Router {
  const { db } = deps;
  const router = new Router({ prefix: '/api/users/:id' });

  const existing = async (ctx: Context & { state: { input: { params: { id: string } } } }) => {
    const record = await findUserById(db, ctx.state.input.params.id);
    if (!record || record.status === 'deleted') throw new HttpError(404, 'not_found', 'User not found');
    return record;
  };
  const answer = async (ctx: Context, userId: string) => {
    ctx.body = await staffUserOf(db, userId, deps.now());
  };
  /** One staff command: the user must exist, the reason goes into the metadata, the answer is the user after. */
  const command =
    (build: (body: { reason?: string } & Record<string, unknown>) => UserCommand) =>
    async (ctx: ValidatedContext<Params & { body: typeof ReasonBody }>) => {
      const record = await existing(ctx);
      const body = ctx.state.input.body as { reason?: string } & Record<string, unknown>;
      await runUserCommand(deps, record.state.userId, build(body), metadataOf(ctx, deps.now(), body.reason ?? null));
      await answer(ctx, record.state.userId);
    };

  // Staff read the full record (backoffice show page); everyone else, and usernames, go on to the
  // public profile of the directory router.
  router.get('/', validate({ params: UserIdParams }), async (ctx: ValidatedContext<Params>, next) => {
    if (!hasPermission(stateOf(ctx).actor?.role, 'VIEW_ALL_USERS')) return next();
    const record = await findUserById(db, ctx.state.input.params.id);
    if (!record || record.status === 'deleted') return next();
    await answer(ctx, record.state.userId);
  });

  router.patch(
    '/',
    requireStaffAction('editUser'),
    validate({ params: UserIdParams, body: StaffEditUser }),
    async (ctx: ValidatedContext<Params & { body: typeof StaffEditUser }>) => {
      const record = await existing(ctx);
      const { reason, ...changes } = ctx.state.input.body;
      await runUserCommand(
        deps,
        record.state.userId,
        { type: 'EditProfile', changes, urlsNeedVip: false, staff: true },
        metadataOf(ctx, deps.now(), reason),
      );
      await answer(ctx, record.state.userId);
    },
  );

  router.post(
    '/vip',
    requireStaffAction('setVip'),
    validate({ params: UserIdParams, body: SetVipBody }),
    command((body) => ({ type: 'SetVip', until: body.until as string | null })),
  );
  router.post(
    '/rank',
    requireStaffAction('setRank'),
    validate({ params: UserIdParams, body: SetRankBody }),
    command((body) => ({ type: 'OverrideRank', rank: body.rank as number | null })),
  );
  router.post(
    '/role',
    requireStaffAction('switchRole'),
    validate({ params: UserIdParams, body: ReasonBody }),
    command(() => ({ type: 'SwitchRole' })),
  );
  router.post(
    '/virtual-lock',
    requireStaffAction('lockVirtual'),
    validate({ params: UserIdParams, body: VirtualLockBody }),
    command((body) => ({ type: body.locked ? 'LockVirtual' : 'UnlockVirtual' })),
  );
  router.post(
    '/approve',
    requirePermission('VIEW_ALL_USERS'),
    validate({ params: UserIdParams, body: ReasonBody.partial() }),
    command(() => ({ type: 'Approve' })),
  );
  router.post(
    '/verification',
    requirePermission('VIEW_ALL_USERS'),
    validate({ params: UserIdParams, body: VerificationBody }),
    command((body) => ({ type: 'SetVerificationState', state: body.state as never })),
  );

  router.post(
    '/claim',
    requireStaffAction('claimProfile'),
    validate({ params: UserIdParams, body: ClaimBody }),
    async (ctx: ValidatedContext<Params & { body: typeof ClaimBody }>) => {
      const record = await existing(ctx);
      await sendProfileClaim(deps, record.state.userId, ctx.state.input.body.email, localeOf(ctx));
      ctx.status = 204;
    },
  );

  router.post(
    '/delete',
    requireStaffAction('deleteUser'),
    validate({ params: UserIdParams, query: DeleteUserQuery, body: ReasonBody }),
    async (ctx: ValidatedContext<Params & { query: typeof DeleteUserQuery; body: typeof ReasonBody }>) => {
      const record = await existing(ctx);
      const notify = ctx.state.input.query.notifyReporters === 'true';
      const metadata = metadataOf(ctx, deps.now(), ctx.state.input.body.reason);
      await runUserCommand(deps, record.state.userId, { type: 'Delete', notifyReporters: notify }, metadata);
      if (notify) await notifyReporters(deps, record.state.userId, metadata);
      // Personal data leaves with the account; the events keep only the audit facts.
      await closeAccount(db, record.state.userId, 'deleted');
      await revokeAllSessions(db, record.state.userId);
      ctx.status = 204;
    },
  );

  return router;
}
