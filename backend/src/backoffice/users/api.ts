import Router from '@koa/router';
import { balanceOf, findUserById } from '@annuaire/projections';
import { metadataOf, requirePermission, requireStaffAction } from '../../api/context';
import type { ApiDependencies } from '../../api/dependencies';
import { notFound } from '../../api/errors';
import { pageOf, setContentRange } from '../../api/admin/simpleRest';
import { validate, type ValidatedContext } from '../../api/validate';
import { runUserCommand } from '../../users/commands';
import { staffUserOf } from '../../users/dto';
import { validateMerge } from '../../users/merge';
import { StaffEditUser, UserIdParams } from '../../users/schema';
import { listStaffUsers } from './queries';
import { AdminListUsersQuery, MergePreviewQuery, type UserSort } from './schema';

/**
 * `/api/admin/users` in the ra-data-simple-rest dialect for the backoffice's users resource. The one-user
 * reads are elsewhere and kept: `GET /api/users/{id}` answers staff the full record (the show page), and
 * `GET /api/admin/users/{id}[?asOf=]` the auditors' replay (audit/api.ts).
 */
export function adminUsersRouter(deps: ApiDependencies): Router {
  const { db } = deps;
  const router = new Router();
  const viewAllUsers = requirePermission('VIEW_ALL_USERS');

  router.get(
    '/api/admin/users',
    viewAllUsers,
    validate({ query: AdminListUsersQuery }),
    async (ctx: ValidatedContext<{ query: typeof AdminListUsersQuery }>) => {
      const { sort, range, filter = {} } = ctx.state.input.query;
      const page = pageOf(range);
      const { rows, total } = await listStaffUsers(
        db,
        filter,
        {
          ...page,
          sort: (sort?.[0] as UserSort | undefined) ?? 'createdAt',
          descending: sort ? sort[1] === 'DESC' : true,
        },
        deps.now(),
      );
      setContentRange(ctx, 'users', page.offset, rows.length, total);
      ctx.body = rows;
    },
  );

  // Edit any user (admin): the member's own profile command, with staff powers and the reason recorded.
  router.put(
    '/api/admin/users/:id',
    requireStaffAction('editUser'),
    validate({ params: UserIdParams, body: StaffEditUser }),
    async (ctx: ValidatedContext<{ params: typeof UserIdParams; body: typeof StaffEditUser }>) => {
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

  // What a merge would move (POST /api/merge-users), for the confirmation: the same checks, nothing written.
  router.get(
    '/api/admin/merge-preview',
    requireStaffAction('mergeUsers'),
    validate({ query: MergePreviewQuery }),
    async (ctx: ValidatedContext<{ query: typeof MergePreviewQuery }>) => {
      const { sourceUserId, targetUserId } = ctx.state.input.query;
      const { source, target } = await validateMerge(deps, sourceUserId, targetUserId);
      const [sourceCredits, targetCredits] = await Promise.all([
        balanceOf(db, sourceUserId),
        balanceOf(db, targetUserId),
      ]);
      const targetFavorites = Object.keys(target.state.favorites);
      const newFavorites = Object.keys(source.state.favorites).filter(
        (id) => id !== targetUserId && !targetFavorites.includes(id),
      );
      const side = (state: typeof source.state, credits: number) => ({
        id: state.userId,
        username: state.username,
        role: state.role,
        credits,
        favorites: Object.keys(state.favorites).length,
        pictures: state.pictures.length,
      });
      ctx.body = {
        source: side(source.state, sourceCredits),
        target: side(target.state, targetCredits),
        moves: { credits: sourceCredits, favorites: newFavorites.length },
        // The source's account is then closed and its personal data erased; its pictures do not move.
        after: { credits: targetCredits + sourceCredits, favorites: targetFavorites.length + newFavorites.length },
      };
    },
  );

  return router;
}
