import { waitForProjections } from '@annuaire/projections';
import { streams, type EventMetadata } from '@annuaire/shared';
import type { ApiDependencies } from '../api/dependencies';
import { handleCommand, type CommandOptions } from '../domain/commandHandler';
import { creditsDecider, type CreditCommand } from './decider';

/** Deposits do not depend on the balance, so they never need to retry against each other. */
const STATELESS: ReadonlySet<CreditCommand['type']> = new Set(['Deposit']);

/** Runs a ledger command on `credits-{userId}` and waits until the credits read model has it. */
export async function runCreditCommand(
  deps: Pick<ApiDependencies, 'store' | 'db' | 'now'>,
  userId: string,
  command: CreditCommand,
  metadata: EventMetadata,
  options: Pick<CommandOptions, 'eventIds'> = {},
) {
  const result = await handleCommand(deps.store, streams.credits(userId), creditsDecider, command, {
    metadata,
    now: deps.now(),
    concurrency: STATELESS.has(command.type) ? 'any' : 'exact',
    ...options,
  });
  if (result.append) await waitForProjections(deps.db, ['credits'], result.append.position);
  return result;
}
