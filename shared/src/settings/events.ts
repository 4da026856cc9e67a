import { z } from 'zod';
import { defineEvent } from '../events/catalogue';

/**
 * The settings an admin changes in the backoffice without a redeploy. Kept small on purpose: each one
 * is read by a running part of the product (see docs/api.md, Staff tools, settings).
 */
export const AppSettings = z
  .object({
    /** The site shows its maintenance page (SPEC §2 /maintenance) to everyone but staff. */
    maintenanceMode: z.boolean(),
    /** The cookie dialog and the footer's cookie link (SPEC §2, §4). */
    cookieConsentEnabled: z.boolean(),
    /** A member counts as most reported past both thresholds (SPEC §9), over the reports window. */
    mostReportedTotal: z.number().int().min(1).max(1000),
    mostReportedUnique: z.number().int().min(1).max(1000),
  })
  .strict();
export type AppSettings = z.infer<typeof AppSettings>;
export const APP_SETTING_KEYS = Object.keys(AppSettings.shape) as Array<keyof AppSettings>;

/** The variant's defaults (SPEC §9): Quebec asks consent and flags at 7 reports from 3 people; Canada at 1 and 1. */
export const DEFAULT_APP_SETTINGS: Readonly<Record<'QC' | 'CA', AppSettings>> = {
  QC: { maintenanceMode: false, cookieConsentEnabled: true, mostReportedTotal: 7, mostReportedUnique: 3 },
  CA: { maintenanceMode: false, cookieConsentEnabled: false, mostReportedTotal: 1, mostReportedUnique: 1 },
};

/** What an admin sends: any subset of the settings. */
export const AppSettingsPatch = AppSettings.partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'nothing to change');
export type AppSettingsPatch = z.infer<typeof AppSettingsPatch>;

/** Distinct reporters can never outnumber reports, so a unique threshold above the total could never be met. */
export function settingsProblem(settings: AppSettings): { path: keyof AppSettings; message: string } | null {
  return settings.mostReportedUnique > settings.mostReportedTotal
    ? { path: 'mostReportedUnique', message: 'must not exceed mostReportedTotal' }
    : null;
}

/** The one settings aggregate's id: its stream is `settings-app`. */
export const APP_SETTINGS_ID = 'app';

/** Events of the `settings-app` stream. */
export const AppSettingsChanged = defineEvent(
  'AppSettingsChanged',
  z.object({
    changes: AppSettings.partial().refine((changes) => Object.keys(changes).length > 0, 'nothing changed'),
  }),
);

export const settingsEvents = [AppSettingsChanged] as const;

type DataOf<D> = D extends { type: infer T; schema: z.ZodType<infer P> } ? { type: T; data: P } : never;
export type SettingsEvent = DataOf<(typeof settingsEvents)[number]>;
