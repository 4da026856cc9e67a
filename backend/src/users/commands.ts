import { streams } from '@annuaire/shared';
import { commandRunner } from '../domain/commandHandler';
import { userDecider } from './decider';

/** Runs a command on `user-{id}`; answers once the users read model has it (SPEC §7 "returns updated user"). */
export const runUserCommand = commandRunner({ stream: streams.user, decider: userDecider, readModels: ['users'] });
