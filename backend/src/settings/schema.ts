import { z } from 'zod';
import { AppSettings, APP_SETTINGS_ID } from '@annuaire/shared';

/** The settings are one record, `app`; react-admin edits it like any other. */
export const SettingsParams = z.object({
  id: z.literal(APP_SETTINGS_ID, { error: `the settings record is "${APP_SETTINGS_ID}"` }),
});

/**
 * react-admin's PUT sends the whole record (id, updatedAt...): the settings are read, the rest ignored. A setting
 * left out keeps its value (a form that predates it still saves).
 */
export const SettingsUpdate = z.object({
  ...AppSettings.partial().shape,
  reason: z.string().trim().max(500).optional(),
});
