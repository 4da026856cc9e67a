import Router from '@koa/router';
import type { Context } from 'koa';
import type { z } from 'zod';
import { findUserById, waitForProjections } from '@annuaire/projections';
import { closeAccount } from '../accounts/repository';
import { localeOf } from '../accounts/api';
import { sendProfileClaim } from '../accounts/resets';
import { metadataOf, requirePermission, requireStaffAction } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { HttpError } from '../api/errors';
import { pageOf, setContentRange } from '../api/simpleRest';
import { validate, type ValidatedContext } from '../api/validate';
import { revokeAllSessions } from '../auth/sessions';
import { notifyReporters } from '../processes/notifyReporters';
import { listStaffUsers } from './adminQueries';
import { requireActiveUser } from './lookup';
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
 * Edit any user (admin, `editUser`, with a reason): the member's own profile command with staff powers, one
 * operation at `PATCH /api/users/{id}` (docs/product.md §7) and the backoffice's `PUT /api/admin/users/{id}`, same
 * body, same answer (the staff's full record). Only a live account is edited (404 otherwise): a merging account is
 * being folded into another and a merged one is closed with its personal data erased (docs/product.md §4 Merge,
 * §9), so a change to either would be lost or land on a profile nobody can use.
 */
function editUser(deps: ApiDependencies) {
  return [
    requireStaffAction('editUser'),
    validate({ params: UserIdParams, body: StaffEditUser }),
    async (ctx: ValidatedContext<Params & { body: typeof StaffEditUser }>) => {
      const record = await requireActiveUser(deps.db, ctx.state.input.params.id);
      const { reason, ...changes } = ctx.state.input.body;
      await runUserCommand(
        deps,
        record.state.userId,
        { type: 'EditProfile', changes, urlsNeedVip: false, staff: true },
        metadataOf(ctx, deps.now(), reason),
      );
      ctx.body = await staffUserOf(deps.db, record.state.userId, deps.now());
    },
  ] as const;
}

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
  /**
   * One staff command: `validate` with `body`, then the command `build` makes of the checked body, run on the
   * user (who must exist) with the reason in the metadata; the answer is the user after. The body is typed from
   * the schema that checked it, so `build` reads its fields without casting them.
   */
  const command = <Body extends { reason?: string; [field: string]: unknown }>(
    body: z.ZodType<Body>,
    build: (body: Body) => UserCommand,
  ) =>
    [
      validate({ params: UserIdParams, body }),
      async (ctx: Context & { state: { input: { params: { id: string }; body: Body } } }) => {
        const record = await existing(ctx);
        const input = ctx.state.input.body;
        await runUserCommand(
          deps,
          record.state.userId,
          build(input),
          metadataOf(ctx, deps.now(), input.reason ?? null),
        );
        await answer(ctx, record.state.userId);
      },
    ] as const;

  router.patch('/', ...editUser(deps));

  router.post(
    '/vip',
    requireStaffAction('setVip'),
    ...command(SetVipBody, (body) => ({ type: 'SetVip', until: body.until })),
  );
  router.post(
    '/rank',
    requireStaffAction('setRank'),
    ...command(SetRankBody, (body) => ({ type: 'OverrideRank', rank: body.rank })),
  );
  router.post('/role', requireStaffAction('switchRole'), ...command(ReasonBody, () => ({ type: 'SwitchRole' })));
  router.post(
    '/virtual-lock',
    requireStaffAction('lockVirtual'),
    ...command(VirtualLockBody, (body) => ({ type: body.locked ? 'LockVirtual' : 'UnlockVirtual' })),
  );
  router.post(
    '/approve',
    requirePermission('VIEW_ALL_USERS'),
    ...command(ReasonBody.partial(), () => ({ type: 'Approve' })),
  );
  router.post(
    '/verification',
    requirePermission('VIEW_ALL_USERS'),
    ...command(VerificationBody, (body) => ({ type: 'SetVerificationState', state: body.state })),
  );
  router.post(
    '/note',
    requirePermission('VIEW_ALL_USERS'),
    ...command(StaffNoteBody, (body) => ({ type: 'SetStaffNote', note: body.note })),
  );
  router.post(
    '/profile-completion',
    requirePermission('VIEW_ALL_USERS'),
    ...command(ProfileCompletionBody, (body) => ({ type: 'RequestProfileCompletion', requested: body.requested })),
  );
  router.post(
    '/static',
    requireStaffAction('setStatic'),
    ...command(StaticBody, (body) => ({ type: 'SetStatic', isStatic: body.isStatic })),
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

  router.put('/:id', ...editUser(deps));

  return router;
}
