import type { Kysely } from 'kysely';
import { AppSettings } from '@annuaire/shared';
import type { AppSettingsDatabase } from './table';

export interface AppSettingsRecord {
  readonly settings: AppSettings;
  /** The last change, or null while every setting has its default. */
  readonly updatedAt: string | null;
  readonly updatedBy: string | null;
}

/**
 * The settings in force: the variant's defaults, overridden by what admins changed. A stored value the
 * current schema refuses (a setting whose bounds changed since) falls back to the default.
 */
export async function readAppSettings(
  db: Kysely<AppSettingsDatabase>,
  defaults: AppSettings,
): Promise<AppSettingsRecord> {
  const rows = await db
    .withSchema('app_settings')
    .selectFrom('settings')
    .selectAll()
    .orderBy('updated_at', 'desc')
    .execute();
  const merged: Record<string, unknown> = { ...defaults };
  for (const row of rows) {
    const candidate = { ...merged, [row.key]: row.value };
    if (AppSettings.safeParse(candidate).success) Object.assign(merged, { [row.key]: row.value });
  }
  return {
    settings: AppSettings.parse(merged),
    updatedAt: rows[0]?.updated_at.toISOString() ?? null,
    updatedBy: rows[0]?.updated_by ?? null,
  };
}
