import { streams } from '@annuaire/shared';
import { commandRunner } from '../domain/commandHandler';
import { userDecider } from './decider';

/**
 * Runs a command on `user-{id}`; answers once the users read model and the directory have it (docs/product.md §7
 * "returns updated user" and "refreshes rank": the rank read next must see the change).
 */
export const runUserCommand = commandRunner({
  stream: streams.user,
  decider: userDecider,
  readModels: ['users', 'directory'],
});
