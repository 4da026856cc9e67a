import { streams } from '@annuaire/shared';
import { commandRunner } from '../domain/commandHandler';
import { flagDecider } from './decider';

/** Runs a command on `flag-{id}`; answers once the flags read model has it, so lists read the write. */
export const runFlagCommand = commandRunner({ stream: streams.flag, decider: flagDecider, readModels: ['flags'] });
