import type { Context } from 'koa';
import { balanceOf } from '@annuaire/projections';
import type { ApiDependencies } from '../api/dependencies';

/** The answer of every credit command, the member's and the staff's alike: `{userId, balance}` after it. */
export async function answerBalance(deps: ApiDependencies, ctx: Context, userId: string): Promise<void> {
  ctx.body = { userId, balance: await balanceOf(deps.db, userId) };
}
