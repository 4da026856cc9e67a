import type { Context, Next } from 'koa';
import { hasPermission } from '@annuaire/shared';
import { currentSettings } from '../../settings/current';
import { stateOf } from '../context';
import type { ApiDependencies } from '../dependencies';
import { HttpError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Writes anyone may still make: signing in and out, so staff reach the backoffice whoever they are until the
 * password says, and the payment provider's notifications, so money received is credited whatever the site
 * shows (docs/product.md §3).
 */
const OPEN_DURING_MAINTENANCE = new Set(['POST /api/auth', 'DELETE /api/auth', 'POST /api/crypto/webhook']);
/** The maintenance page's own Retry-After (web/ssr/serverRendering.ts): a maintenance lasts minutes. */
const RETRY_AFTER_S = 300;

/**
 * While an admin has maintenance mode on, everyone without `ACCESS_HQ` sees the maintenance screen
 * (docs/product.md §2), and the API refuses their writes with 503 `maintenance`: the screen alone is the
 * browser's, and a script does not read it. Staff are known by a live session (loadActor: an unexpired
 * session of an active user with the permission), never by a session cookie being present. Reads still
 * answer: the screen asks who is signed in.
 */
export function refuseWritesDuringMaintenance(deps: Pick<ApiDependencies, 'db' | 'config'>) {
  return async (ctx: Context, next: Next): Promise<void> => {
    if (SAFE_METHODS.has(ctx.method) || !ctx.path.startsWith('/api/')) return next();
    if (OPEN_DURING_MAINTENANCE.has(`${ctx.method} ${ctx.path.replace(/\/+$/, '')}`)) return next();
    const actor = stateOf(ctx).actor;
    if (actor && hasPermission(actor.role, 'ACCESS_HQ')) return next();
    if (!(await currentSettings(deps)).maintenanceMode) return next();
    ctx.set('Retry-After', String(RETRY_AFTER_S));
    throw new HttpError(503, 'maintenance', 'The site is under maintenance; try again in a few minutes');
  };
}
