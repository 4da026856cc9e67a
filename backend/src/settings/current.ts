import { readAppSettings } from '@annuaire/projections';
import { APP_SETTINGS_ID, DEFAULT_APP_SETTINGS, type AppSettings } from '@annuaire/shared';
import type { ApiDependencies } from '../api/dependencies';

export const defaultsOf = (deps: Pick<ApiDependencies, 'config'>): AppSettings =>
  DEFAULT_APP_SETTINGS[deps.config.WEBSITE];

/** The settings in force, as the backoffice's single `settings` record. */
export async function settingsRecord(deps: Pick<ApiDependencies, 'db' | 'config'>) {
  const { settings, updatedAt, updatedBy } = await readAppSettings(deps.db, defaultsOf(deps));
  return { id: APP_SETTINGS_ID, ...settings, updatedAt, updatedBy, defaults: defaultsOf(deps) };
}

/** The settings in force (defaults and admins' changes), for the parts of the product that obey them. */
export async function currentSettings(deps: Pick<ApiDependencies, 'db' | 'config'>): Promise<AppSettings> {
  return (await readAppSettings(deps.db, defaultsOf(deps))).settings;
}
