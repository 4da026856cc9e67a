import { streams } from '@annuaire/shared';
import { commandRunner } from '../domain/commandHandler';
import { reportDecider } from './decider';

/** Runs a command on `report-{id}`; answers once the reports read model has it. */
export const runReportCommand = commandRunner({
  stream: streams.report,
  decider: reportDecider,
  readModels: ['reports'],
});
