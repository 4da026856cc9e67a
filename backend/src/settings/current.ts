import { readAppSettings } from '@annuaire/projections';
import { APP_SETTINGS_ID, DEFAULT_APP_SETTINGS, type AppSettings } from '@annuaire/shared';
import type { ApiDependencies } from '../api/dependencies';
import { rememberedUntilCommit } from '../runtime/rememberedUntilCommit';

export const defaultsOf = (deps: Pick<ApiDependencies, 'config'>): AppSettings =>
  DEFAULT_APP_SETTINGS[deps.config.WEBSITE];

/** The settings in force, as the backoffice's single `settings` record. */
export async function settingsRecord(deps: Pick<ApiDependencies, 'db' | 'config'>) {
  const { settings, updatedAt, updatedBy } = await readAppSettings(deps.db, defaultsOf(deps));
  return { id: APP_SETTINGS_ID, ...settings, updatedAt, updatedBy, defaults: defaultsOf(deps) };
}

/** The settings readers per database and site (tests run several sites on one database). */
const readers = new WeakMap<object, Map<string, (options?: { fresh?: boolean }) => Promise<AppSettings>>>();

/**
 * The settings in force (defaults and admins' changes), for the parts of the product that obey them. Every
 * public page and its first API call read them, so they are remembered until the settings worker commits
 * (runtime/rememberedUntilCommit.ts). `fresh` reads the database, for a change built on the current settings.
 */
export function currentSettings(
  deps: Pick<ApiDependencies, 'db' | 'config'>,
  options: { fresh?: boolean } = {},
): Promise<AppSettings> {
  let bySite = readers.get(deps.db);
  if (!bySite) readers.set(deps.db, (bySite = new Map()));
  let read = bySite.get(deps.config.WEBSITE);
  if (!read) {
    const defaults = defaultsOf(deps);
    read = rememberedUntilCommit('app_settings', async () => (await readAppSettings(deps.db, defaults)).settings);
    bySite.set(deps.config.WEBSITE, read);
  }
  return read(options);
}
