import { streams } from '@annuaire/shared';
import { commandRunner } from '../domain/commandHandler';
import { helpServiceDecider } from './decider';

/** Runs a command on `helpService-{id}`; answers once the help services read model has it. */
export const runHelpServiceCommand = commandRunner({
  stream: streams.helpService,
  decider: helpServiceDecider,
  readModels: ['help_services'],
});
