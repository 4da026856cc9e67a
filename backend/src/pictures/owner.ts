import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context } from 'koa';
import { stateOf } from '../api/context';

/**
 * Whose picture work the current async call chain does: an upload runs on behalf of the member sending it,
 * a variant job on behalf of whoever queued it. The decode slots (pictures/decoding.ts) read it, so every
 * decode made on the way (sanitizing, the duplicate hash, variants) takes its owner's turn, including code
 * that does not know about turns.
 */
const owners = new AsyncLocalStorage<string>();

/** Runs `work` with its decodes counted as `owner`'s. */
export function onBehalfOf<T>(owner: string, work: () => Promise<T>): Promise<T> {
  return owners.run(owner, work);
}

/** The owner of the picture work running now, if any. */
export const currentPictureOwner = (): string | undefined => owners.getStore();

/** The lane of a request's work: its member when signed in, else its address. */
export function requesterOf(ctx: Context): string {
  const actor = stateOf(ctx).actor;
  return actor ? `user:${actor.userId}` : `address:${ctx.ip}`;
}
