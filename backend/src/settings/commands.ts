import { streams } from '@annuaire/shared';
import { commandRunner } from '../domain/commandHandler';
import { settingsDecider } from './decider';

/** Runs a change on `settings-app`; answers once the settings read model has it. */
export const runSettingsCommand = commandRunner({
  stream: streams.settings,
  decider: settingsDecider,
  readModels: ['app_settings'],
});
