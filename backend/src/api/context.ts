import type { Context, Next } from 'koa';
import { findUserById, type UserRecord } from '@annuaire/projections';
import {
  hasPermission,
  mayPerform,
  type EventMetadata,
  type Permission,
  type Role,
  type StaffAction,
} from '@annuaire/shared';
import type { Session } from '../auth/sessions';
import { requestIdFrom } from '../observability/requestContext';
import type { ApiDependencies } from './dependencies';
import { HttpError } from './errors';
import { recordSeen } from '../users/seen';

/** The person behind a request: the session's user, and the staff member impersonating them if any. */
export interface Actor {
  readonly userId: string;
  readonly role: Role;
  readonly impersonatorId: string | null;
  readonly session: Session;
  /** The user as the read model had them when the request began (already loaded to find the role). */
  readonly user: UserRecord;
}

export interface RequestState {
  session: Session | null;
  actor: Actor | null;
  requestId: string;
}

export const stateOf = (ctx: Context) => ctx.state as RequestState;

/** Loads the actor from the session; a session of a deleted or merged user counts as none. */
export function loadActor(deps: Pick<ApiDependencies, 'db' | 'store' | 'now'>) {
  const { db } = deps;
  return async (ctx: Context, next: Next) => {
    const state = stateOf(ctx);
    // Set by observeRequests for the app; an app mounted without it (a test harness) still gets one.
    state.requestId ||= requestIdFrom(ctx.get('x-request-id') || undefined);
    state.actor = null;
    if (state.session) {
      const user = await findUserById(db, state.session.userId);
      if (user && user.status === 'active') {
        state.actor = {
          userId: user.state.userId,
          role: user.state.role,
          impersonatorId: state.session.impersonatorId,
          session: state.session,
          user,
        };
        await recordSeen(deps, {
          userId: user.state.userId,
          role: user.state.role,
          lastSeenAt: user.state.lastSeenAt,
          impersonated: state.session.impersonatorId !== null,
        });
      }
    }
    await next();
  };
}

export const unauthenticated = () => new HttpError(401, 'unauthenticated', 'Log in to continue');
export const forbidden = (message = 'You are not allowed to do this') => new HttpError(403, 'forbidden', message);

/** The logged-in actor, or a 401. */
export function actorOf(ctx: Context): Actor {
  const actor = stateOf(ctx).actor;
  if (!actor) throw unauthenticated();
  return actor;
}

/**
 * Marks a middleware as one that refuses anonymous callers, so the route table (routeTable.ts) knows a
 * route is for members only and the fuzz suite can check that it answers 401 whatever it is sent.
 */
const guard = <M extends (ctx: Context, next: Next) => Promise<void>>(middleware: M) =>
  Object.assign(middleware, { requiresSession: true as const });

/** 401 without a session, before any validation: anonymous callers learn nothing about the payloads. */
export const requireSession = guard(async (ctx: Context, next: Next) => {
  actorOf(ctx);
  await next();
});

/** 401 without a session, 403 without the permission (docs/product.md §6). */
export function requirePermission(permission: Permission) {
  return guard(async (ctx: Context, next: Next) => {
    if (!hasPermission(actorOf(ctx).role, permission)) throw forbidden();
    await next();
  });
}

/** 401 without a session, 403 unless the actor's role may perform this staff action. */
export function requireStaffAction(action: StaffAction) {
  return guard(async (ctx: Context, next: Next) => {
    if (!mayPerform(actorOf(ctx).role, action)) throw forbidden();
    await next();
  });
}

/** Who, when and why, for the events a request appends. */
export function metadataOf(ctx: Context, now: Date, reason: string | null = null): EventMetadata {
  const { actor, requestId } = stateOf(ctx);
  return {
    actorId: actor?.userId ?? null,
    actorRole: actor?.role ?? 'system',
    impersonatorId: actor?.impersonatorId ?? null,
    correlationId: requestId,
    causationId: null,
    reason,
    at: now.toISOString(),
  };
}
