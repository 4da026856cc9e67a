import Router from '@koa/router';
import type { Context } from 'koa';
import { findUserById, waitForProjections } from '@annuaire/projections';
import { closeAccount } from '../accounts/repository';
import { localeOf } from '../accounts/api';
import { sendProfileClaim } from '../accounts/resets';
import { metadataOf, requirePermission, requireStaffAction } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { HttpError, notFound } from '../api/errors';
import { pageOf, setContentRange } from '../api/simpleRest';
import { validate, type ValidatedContext } from '../api/validate';
import { revokeAllSessions } from '../auth/sessions';
import { notifyReporters } from '../processes/notifyReporters';
import { listStaffUsers } from './adminQueries';
import { runUserCommand } from './commands';
import { exportUserData, sendAsFile, USER_EXPORT_VERSION } from './dataExport';
import type { UserCommand } from './decider';
import { staffUserOf } from './dto';
import {
  AdminListUsersQuery,
  ClaimBody,
  DeleteUserQuery,
  ProfileCompletionBody,
  ReasonBody,
  SetRankBody,
  StaffNoteBody,
  StaticBody,
  SetVipBody,
  StaffEditUser,
  UserIdParams,
  VerificationBody,
  VirtualLockBody,
  type UserSort,
} from './schema';

type Params = { params: typeof UserIdParams };

/**
 * Staff tools on one user (docs/product.md §1, §7): each a command whose event records the actor and the reason.
 * Staff read the full record through `GET /api/users/{id}` (directory/api.ts answers them it).
 */
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
    '/note',
    requirePermission('VIEW_ALL_USERS'),
    validate({ params: UserIdParams, body: StaffNoteBody }),
    command((body) => ({ type: 'SetStaffNote', note: body.note as string | null })),
  );
  router.post(
    '/profile-completion',
    requirePermission('VIEW_ALL_USERS'),
    validate({ params: UserIdParams, body: ProfileCompletionBody }),
    command((body) => ({ type: 'RequestProfileCompletion', requested: body.requested as boolean })),
  );
  router.post(
    '/static',
    requireStaffAction('setStatic'),
    validate({ params: UserIdParams, body: StaticBody }),
    command((body) => ({ type: 'SetStatic', isStatic: body.isStatic as boolean })),
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

  /**
   * `POST /api/users/{id}/extract` with `{reason}`: the same document as the member's own export, for an
   * admin. A POST, not a GET: it writes to the member's history, so it must be neither a link another site
   * can make a signed-in admin follow nor something a prefetch replays, and the reason stays out of URLs
   * and access logs.
   */
  router.post(
    '/extract',
    // Admins only (`extractUser` in shared/src/permissions.ts says why moderators are not).
    requireStaffAction('extractUser'),
    validate({ params: UserIdParams, body: ReasonBody }),
    async (ctx: ValidatedContext<Params & { body: typeof ReasonBody }>) => {
      const record = await existing(ctx);
      const userId = record.state.userId;
      // Recorded before the data is read: an extract never leaves without its trace (who, why) in the
      // member's history. Should building the file then fail, the trace says more than happened, never less.
      const { append } = await runUserCommand(
        deps,
        userId,
        { type: 'RecordDataExtraction', exportVersion: USER_EXPORT_VERSION },
        metadataOf(ctx, deps.now(), ctx.state.input.body.reason),
      );
      // The file lists its own extraction among the member's events, as the member's next export will.
      if (append) await waitForProjections(db, ['audit'], append.position);
      const data = await exportUserData(deps, userId);
      sendAsFile(ctx, data, `annuaire-extract-${data.account.userId}-${data.exportedAt.slice(0, 10)}.json`);
    },
  );

  return router;
}

/**
 * `/api/admin/users` in the ra-data-simple-rest dialect for the backoffice's users resource. The one-user
 * reads are elsewhere and kept: `GET /api/users/{id}` answers staff the full record (the show page), and
 * `GET /api/admin/users/{id}[?asOf=]` the auditors' replay (audit/adminApi.ts).
 */
export function adminUsersRouter(deps: ApiDependencies): Router {
  const { db } = deps;
  const router = new Router({ prefix: '/api/admin/users' });

  router.get(
    '/',
    requirePermission('VIEW_ALL_USERS'),
    validate({ query: AdminListUsersQuery }),
    async (ctx: ValidatedContext<{ query: typeof AdminListUsersQuery }>) => {
      const { sort, range, filter = {} } = ctx.state.input.query;
      const page = pageOf(range);
      const order = {
        sort: (sort?.[0] as UserSort | undefined) ?? 'createdAt',
        descending: sort ? sort[1] === 'DESC' : true,
      };
      const { rows, total } = await listStaffUsers(db, filter, { ...page, ...order }, deps.now());
      setContentRange(ctx, 'users', page.offset, rows.length, total);
      ctx.body = rows;
    },
  );

  // Edit any user (admin): the member's own profile command, with staff powers and the reason recorded.
  router.put(
    '/:id',
    requireStaffAction('editUser'),
    validate({ params: UserIdParams, body: StaffEditUser }),
    async (ctx: ValidatedContext<Params & { body: typeof StaffEditUser }>) => {
      const record = await findUserById(db, ctx.state.input.params.id);
      if (!record || record.status !== 'active') throw notFound('User not found');
      const { reason, ...changes } = ctx.state.input.body;
      await runUserCommand(
        deps,
        record.state.userId,
        { type: 'EditProfile', changes, urlsNeedVip: false, staff: true },
        metadataOf(ctx, deps.now(), reason),
      );
      ctx.body = await staffUserOf(db, record.state.userId, deps.now());
    },
  );

  return router;
}
