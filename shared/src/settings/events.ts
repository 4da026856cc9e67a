import { z } from 'zod';
import { defineEvent, type DataOf } from '../events/catalogue';
import type { SiteVariant } from '../locations/types';
import { VARIANTS, type VariantSettings } from '../variants';
import { BLOCKED_HOSTNAMES_MAX, BlockedHostname, DEFAULT_BLOCKED_HOSTNAMES } from './blockedHosts';

/** A partner link of the sub-navigation: an https page, or null to hide it. */
const PartnerUrl = z
  .url({ protocol: /^https$/, error: 'a web address starting with https://' })
  .max(500)
  .nullable();

/**
 * The settings an admin changes in the backoffice without a redeploy. Kept small on purpose: each one
 * is read by a running part of the product (see docs/api.md, Staff tools, settings).
 */
export const AppSettings = z
  .object({
    /** The site shows its maintenance page (docs/product.md §2 /maintenance) to everyone but staff. */
    maintenanceMode: z.boolean(),
    /** The cookie dialog and the footer's cookie link (docs/product.md §2, §4). */
    cookieConsentEnabled: z.boolean(),
    /** A member counts as most reported past both thresholds (docs/product.md §9), over the reports window. */
    mostReportedTotal: z.number().int().min(1).max(1000),
    mostReportedUnique: z.number().int().min(1).max(1000),
    /** docs/product.md §9: competitors' hosts that bios, headlines, websites, tours and messages may not link to. */
    blockedHostnames: z.array(BlockedHostname).max(BLOCKED_HOSTNAMES_MAX),
    /** The partner sub-navigation (docs/product.md §2), reached through `/go/menu-1` to `/go/menu-3`. */
    liveCamsUrl: PartnerUrl,
    datingUrl: PartnerUrl,
    dating2Url: PartnerUrl,
  })
  .strict();
export type AppSettings = z.infer<typeof AppSettings>;
export const APP_SETTING_KEYS = Object.keys(AppSettings.shape) as Array<keyof AppSettings>;

/** The variant's defaults (docs/product.md §9): Quebec asks consent and flags at 7 reports from 3 people; Canada at 1 and 1. */
/** Each variant's settings until an admin changes them (shared/src/variants.ts). */
const defaultsOf = ({ cookieConsent, mostReported }: VariantSettings): AppSettings => ({
  maintenanceMode: false,
  cookieConsentEnabled: cookieConsent,
  mostReportedTotal: mostReported.total,
  mostReportedUnique: mostReported.unique,
  blockedHostnames: [...DEFAULT_BLOCKED_HOSTNAMES],
  liveCamsUrl: null,
  datingUrl: null,
  dating2Url: null,
});
export const DEFAULT_APP_SETTINGS: Readonly<Record<SiteVariant, AppSettings>> = {
  QC: defaultsOf(VARIANTS.QC),
  CA: defaultsOf(VARIANTS.CA),
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

export type SettingsEvent = DataOf<(typeof settingsEvents)[number]>;
