import { streams } from '@annuaire/shared';
import { commandRunner } from '../domain/commandHandler';
import { blockDecider } from './decider';

/** Runs a command on `block-{id}`; answers once the campaigns read model has it. */
export const runBlockCommand = commandRunner({
  stream: streams.block,
  decider: blockDecider,
  readModels: ['campaigns'],
});
