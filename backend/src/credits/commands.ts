import { streams } from '@annuaire/shared';
import { commandRunner } from '../domain/commandHandler';
import { creditsDecider } from './decider';

/** Runs a ledger command on `credits-{id}`; deposits do not depend on the balance, so they never conflict. */
export const runCreditCommand = commandRunner({
  stream: streams.credits,
  decider: creditsDecider,
  readModels: ['credits'],
  stateless: new Set(['Deposit'] as const),
});
