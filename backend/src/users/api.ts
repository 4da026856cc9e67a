import Router from '@koa/router';
import type { Context } from 'koa';
import { findUserById, findUsersByIds } from '@annuaire/projections';
import { updateAccount } from '../accounts/repository';
import { actorOf, metadataOf } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { HttpError } from '../api/errors';
import { validate, type ValidatedContext } from '../api/validate';
import { runUserCommand } from './commands';
import { currentUserOf } from './dto';
import { FavoriteBody, FavoritesQuery, PatchCurrentUser, ReminderBody } from './schema';

/** The member's own account: who am I, edit me, my reminders and favorites (SPEC §7). */
export function currentUserRouter(deps: ApiDependencies): Router {
  const { db } = deps;
  const router = new Router({ prefix: '/api/user' });

  const answer = async (ctx: Context, userId: string) => {
    ctx.body = await currentUserOf(db, userId, deps.now());
  };

  router.get('/', async (ctx) => answer(ctx, actorOf(ctx).userId));

  router.patch(
    '/',
    validate({ body: PatchCurrentUser }),
    async (ctx: ValidatedContext<{ body: typeof PatchCurrentUser }>) => {
      const { userId, role } = actorOf(ctx);
      const { online, ghost, contactEmail, phone, ...changes } = ctx.state.input.body;
      const metadata = metadataOf(ctx, deps.now());
      if (ghost !== undefined) await runUserCommand(deps, userId, { type: 'SetGhost', ghost }, metadata);
      else if (online !== undefined) {
        await runUserCommand(deps, userId, { type: 'SetAvailability', available: online !== null }, metadata);
      }
      if (Object.keys(changes).length > 0) {
        const urlsNeedVip = deps.config.WEBSITE === 'QC';
        await runUserCommand(
          deps,
          userId,
          { type: 'EditProfile', changes, urlsNeedVip, staff: role === 'admin' },
          metadata,
        );
      }
      const fields = [
        ...(contactEmail !== undefined ? ['contactEmail' as const] : []),
        ...(phone !== undefined ? ['phone' as const] : []),
      ];
      if (fields.length > 0) {
        await updateAccount(db, userId, {
          ...(contactEmail !== undefined ? { contact_email: contactEmail } : {}),
          ...(phone !== undefined ? { phone } : {}),
        });
        const shown = {
          ...(contactEmail !== undefined ? { contactEmail: contactEmail !== null } : {}),
          ...(phone !== undefined ? { phone: phone !== null } : {}),
        };
        await runUserCommand(deps, userId, { type: 'ChangeContactDetails', fields, shown }, metadata);
      }
      await answer(ctx, userId);
    },
  );

  router.post(
    '/reminders',
    validate({ body: ReminderBody }),
    async (ctx: ValidatedContext<{ body: typeof ReminderBody }>) => {
      const { userId } = actorOf(ctx);
      await runUserCommand(
        deps,
        userId,
        { type: 'AcknowledgeReminder', reminder: ctx.state.input.body.reminder },
        metadataOf(ctx, deps.now()),
      );
      await answer(ctx, userId);
    },
  );

  // Guests keep favorites locally and ask for their cards by id; members get their own list.
  router.get(
    '/favorites',
    validate({ query: FavoritesQuery }),
    async (ctx: ValidatedContext<{ query: typeof FavoritesQuery }>) => {
      const requested = ctx.state.input.query.ids?.split(',').filter(Boolean).slice(0, 200);
      let ids = requested;
      if (!ids) {
        const record = await findUserById(db, actorOf(ctx).userId);
        ids = Object.keys(record?.state.favorites ?? {});
      }
      const users = await findUsersByIds(db, ids);
      ctx.body = users
        .filter((user) => user.status === 'active')
        .map(({ state }) => ({
          _id: state.userId,
          username: state.username,
          role: state.role,
          gender: state.gender,
          online: state.online,
          headline: state.headline,
        }));
    },
  );

  router.patch(
    '/favorites',
    validate({ body: FavoriteBody }),
    async (ctx: ValidatedContext<{ body: typeof FavoriteBody }>) => {
      const { userId } = actorOf(ctx);
      const { favoritedUserId, isFavorited } = ctx.state.input.body;
      const target = await findUserById(db, favoritedUserId);
      if (isFavorited && (!target || target.status !== 'active'))
        throw new HttpError(404, 'not_found', 'User not found');
      const result = await runUserCommand(
        deps,
        userId,
        { type: 'ToggleFavorite', favoritedUserId, isFavorited },
        metadataOf(ctx, deps.now()),
      );
      ctx.body = { favorites: result.state.favorites };
    },
  );

  return router;
}
