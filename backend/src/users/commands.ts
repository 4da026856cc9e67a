import { waitForProjections } from '@annuaire/projections';
import { streams, type EventMetadata } from '@annuaire/shared';
import type { ApiDependencies } from '../api/dependencies';
import { handleCommand, type CommandOptions } from '../domain/commandHandler';
import { userDecider, type UserCommand } from './decider';

/**
 * Runs a command on `user-{userId}` and waits (bounded) until the users read model has folded it, so
 * the answer that follows reads the write (SPEC §7: "200 returns updated user").
 */
export async function runUserCommand(
  deps: Pick<ApiDependencies, 'store' | 'db' | 'now'>,
  userId: string,
  command: UserCommand,
  metadata: EventMetadata,
  options: Pick<CommandOptions, 'eventIds'> = {},
) {
  const result = await handleCommand(deps.store, streams.user(userId), userDecider, command, {
    metadata,
    now: deps.now(),
    ...options,
  });
  if (result.append) await waitForProjections(deps.db, ['users'], result.append.position);
  return result;
}
