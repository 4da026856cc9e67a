import Router from '@koa/router';
import type { Context } from 'koa';
import { cardStateOf, findUserById, findUsersByIds } from '@annuaire/projections';
import { DeleteAccountInput, VARIANTS } from '@annuaire/shared';
import { updateAccount } from '../accounts/repository';
import { actorOf, metadataOf, requireSession, stateOf } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { HttpError } from '../api/errors';
import { validate, type ValidatedContext } from '../api/validate';
import { toCard } from '../directory/cards';
import { rateLimit } from '../auth/rateLimit';
import { clearSessionCookie } from '../auth/sessions';
import { runUserCommand } from './commands';
import type { UserCommand } from './decider';
import { exportUserData, sendAsFile } from './dataExport';
import { currentUserOf } from './dto';
import { FavoriteBody, FavoritesQuery, PatchCurrentUser, ReminderBody } from './schema';
import { deleteOwnAccount } from './selfDeletion';
import { refuseBlockedHosts } from '../settings/blockedHosts';

/** The member's own account: who am I, edit me, my reminders and favorites (docs/product.md §7), my data and leaving. */
export function currentUserRouter(deps: ApiDependencies): Router {
  const { db } = deps;
  const router = new Router({ prefix: '/api/user' });
  // The member's own things: 401 before any input is looked at (the guests' favorites lookup excepted).

  const answer = async (ctx: Context, userId: string) => {
    ctx.body = await currentUserOf(db, userId, deps.now());
  };

  // `?guest=null`: the site's shell asks who is signed in on every page, and a visitor is an answer, not an
  // error: 204 (nobody) rather than a 401 each guest's browser would log. Without it, 401 as for every members' route.
  const guestAnswer = async (ctx: Context, next: () => Promise<void>) => {
    if (ctx.query.guest !== 'null' || stateOf(ctx).actor) return next();
    ctx.status = 204;
    ctx.set('Cache-Control', 'no-store');
  };
  router.get('/', guestAnswer, requireSession, async (ctx) => answer(ctx, actorOf(ctx).userId));

  router.patch(
    '/',
    requireSession,
    validate({ body: PatchCurrentUser }),
    async (ctx: ValidatedContext<{ body: typeof PatchCurrentUser }>) => {
      const { userId, role } = actorOf(ctx);
      const { online, ghost, contactEmail, phone, ...changes } = ctx.state.input.body;
      await refuseBlockedHosts(deps, {
        'body.headline': changes.headline,
        'body.bio': changes.bio,
        'body.websiteUrl': changes.websiteUrl,
        'body.tour.description': changes.tour?.description,
      });
      const commands: UserCommand[] = [];
      if (ghost !== undefined) commands.push({ type: 'SetGhost', ghost });
      else if (online !== undefined) {
        // A time ahead is "available later" (docs/product.md §4); now or earlier is available now.
        commands.push({ type: 'SetAvailability', available: online !== null, ...(online ? { from: online } : {}) });
      }
      if (Object.keys(changes).length > 0) {
        const urlsNeedVip = VARIANTS[deps.config.WEBSITE].vipOnly.websiteUrl;
        commands.push({ type: 'EditProfile', changes, urlsNeedVip, staff: role === 'admin' });
      }
      const contact = {
        ...(contactEmail !== undefined ? { contact_email: contactEmail } : {}),
        ...(phone !== undefined ? { phone } : {}),
      };
      const fields = [
        ...(contactEmail !== undefined ? ['contactEmail' as const] : []),
        ...(phone !== undefined ? ['phone' as const] : []),
      ];
      if (fields.length > 0) {
        const shown = {
          ...(contactEmail !== undefined ? { contactEmail: contactEmail !== null } : {}),
          ...(phone !== undefined ? { phone: phone !== null } : {}),
        };
        commands.push({ type: 'ChangeContactDetails', fields, shown });
      }
      // One decision and one append for the whole request: a refused part (VIP-only link, availability of
      // a client) refuses all of it before anything is stored (issue 13, item 3).
      await runUserCommand(deps, userId, { type: 'Batch', commands }, metadataOf(ctx, deps.now()));
      // The private values live outside events; written once the event saying they changed is stored, so a
      // refused request leaves them alone too. Only an outage can fail here, and a retry rewrites the same values.
      if (fields.length > 0) await updateAccount(db, userId, contact);
      await answer(ctx, userId);
    },
  );

  router.post(
    '/reminders',
    requireSession,
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
      // The same cards as listings and search (picture, badges, online dot, under review), in the order asked.
      const users = new Map((await findUsersByIds(db, ids)).map((user) => [user.state.userId, user]));
      const now = deps.now();
      ctx.body = ids.flatMap((id) => {
        const user = users.get(id);
        return user?.status === 'active'
          ? [toCard({ state: cardStateOf(user.state), createdAt: user.createdAt }, now)]
          : [];
      });
    },
  );

  router.patch(
    '/favorites',
    requireSession,
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

  // Right of access and portability: everything we keep about the member, as a file to save.
  router.get('/export', requireSession, async (ctx) => {
    const { userId } = actorOf(ctx);
    const data = await exportUserData(deps, userId);
    sendAsFile(ctx, data, `annuaire-${data.account.username}-${data.exportedAt.slice(0, 10)}.json`);
  });

  // Immediate, with the password as confirmation; five tries per 15 minutes per member at most. A POST
  // like the staff's `/api/users/{id}/delete`: DELETE bodies are not read by the body parser.
  router.post(
    '/delete',
    requireSession,
    rateLimit({
      db,
      name: 'delete-account',
      limit: 5,
      windowMs: 15 * 60_000,
      key: (ctx) => stateOf(ctx).actor?.userId ?? ctx.ip,
    }),
    validate({ body: DeleteAccountInput }),
    async (ctx: ValidatedContext<{ body: typeof DeleteAccountInput }>) => {
      const actor = actorOf(ctx);
      await deleteOwnAccount(deps, actor, ctx.state.input.body.password, metadataOf(ctx, deps.now()));
      clearSessionCookie(ctx);
      ctx.status = 204;
    },
  );

  return router;
}
