import Router from '@koa/router';
import { findUserById, waitForProjections } from '@annuaire/projections';
import { metadataOf, requireStaffAction } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { notFound } from '../api/errors';
import { validate, type ValidatedContext } from '../api/validate';
import { runUserCommand } from './commands';
import { exportUserData, sendAsFile, USER_EXPORT_VERSION } from './dataExport';
import { ReasonBody, UserIdParams } from './schema';

/**
 * `POST /api/users/{id}/extract` with `{reason}`: the same document as the member's own export, for an
 * admin. A POST, not a GET: it writes to the member's history, so it must be neither a link another site
 * can make a signed-in admin follow nor something a prefetch replays, and the reason stays out of URLs
 * and access logs.
 */
export function staffExtractRouter(deps: ApiDependencies): Router {
  const router = new Router({ prefix: '/api/users/:id' });
  router.post(
    '/extract',
    // Admins only (`extractUser` in shared/src/permissions.ts says why moderators are not).
    requireStaffAction('extractUser'),
    validate({ params: UserIdParams, body: ReasonBody }),
    async (ctx: ValidatedContext<{ params: typeof UserIdParams; body: typeof ReasonBody }>) => {
      const record = await findUserById(deps.db, ctx.state.input.params.id);
      if (!record || record.status === 'deleted') throw notFound('User not found');
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
      if (append) await waitForProjections(deps.db, ['audit'], append.position);
      const data = await exportUserData(deps, userId);
      sendAsFile(ctx, data, `annuaire-extract-${data.account.userId}-${data.exportedAt.slice(0, 10)}.json`);
    },
  );
  return router;
}
