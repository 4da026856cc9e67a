import { APP_SETTING_KEYS, type AppSettings, type SettingsEvent } from '@annuaire/shared';
import type { Decider } from '../domain/decider';

/** The settings wanted, whole; `defaults` are the variant's, which the stream's changes override. */
export type SettingsCommand = { type: 'Change'; settings: AppSettings; defaults: AppSettings };

/** What admins changed so far; a setting never changed keeps the variant's default. */
export type SettingsState = Partial<AppSettings>;

/** The one app settings aggregate: each change records only the settings whose value moved. */
export const settingsDecider: Decider<SettingsCommand, SettingsEvent, SettingsState> = {
  initialState: {},
  evolve(state, event) {
    return { ...state, ...event.data.changes };
  },
  decide(command, state): SettingsEvent[] {
    const current: AppSettings = { ...command.defaults, ...state };
    const changes = Object.fromEntries(
      APP_SETTING_KEYS.filter((key) => JSON.stringify(command.settings[key]) !== JSON.stringify(current[key])).map(
        (key) => [key, command.settings[key]],
      ),
    );
    return Object.keys(changes).length === 0 ? [] : [{ type: 'AppSettingsChanged', data: { changes } }];
  },
};
