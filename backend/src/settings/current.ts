import { projectionCommits, readAppSettings } from '@annuaire/projections';
import { APP_SETTINGS_ID, DEFAULT_APP_SETTINGS, type AppSettings } from '@annuaire/shared';
import type { ApiDependencies } from '../api/dependencies';

export const defaultsOf = (deps: Pick<ApiDependencies, 'config'>): AppSettings =>
  DEFAULT_APP_SETTINGS[deps.config.WEBSITE];

/** The settings in force, as the backoffice's single `settings` record. */
export async function settingsRecord(deps: Pick<ApiDependencies, 'db' | 'config'>) {
  const { settings, updatedAt, updatedBy } = await readAppSettings(deps.db, defaultsOf(deps));
  return { id: APP_SETTINGS_ID, ...settings, updatedAt, updatedBy, defaults: defaultsOf(deps) };
}

/** How long settings read from the database serve when no settings worker of this process told us more. */
const FALLBACK_MS = 1_000;

/** The settings last read per database and site, and the settings worker's commit count they were read at. */
const remembered = new WeakMap<object, Map<string, { settings: AppSettings; readAt: number; generation: number }>>();
let generation = 0;
projectionCommits.on('commit', (name) => {
  if (name === 'app_settings') generation++;
});

/**
 * The settings in force (defaults and admins' changes), for the parts of the product that obey them. Every
 * public page and its first API call read them, so they are remembered: a settings worker in this process
 * drops them the moment it commits (before the admin's command answers, so the admin reads their change);
 * workers in other processes (PROJECTIONS=off) are caught within a second, as the directory snapshot is
 * (directory/snapshotCache.ts). `fresh` reads the database, for a change built on the current settings.
 */
export async function currentSettings(
  deps: Pick<ApiDependencies, 'db' | 'config'>,
  options: { fresh?: boolean } = {},
): Promise<AppSettings> {
  let bySite = remembered.get(deps.db);
  if (!bySite) remembered.set(deps.db, (bySite = new Map()));
  const known = bySite.get(deps.config.WEBSITE);
  if (!options.fresh && known && known.generation === generation && Date.now() - known.readAt < FALLBACK_MS) {
    return known.settings;
  }
  const before = generation;
  const { settings } = await readAppSettings(deps.db, defaultsOf(deps));
  // A commit while we were reading may have moved past what we read: use it, do not keep it.
  if (before === generation) bySite.set(deps.config.WEBSITE, { settings, readAt: Date.now(), generation });
  return settings;
}
