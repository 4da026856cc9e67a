import * as z from 'zod';

/**
 * The site's build-time settings. Vite inlines `VITE_*` variables at build time, so they are checked
 * there (vite.config.ts): a bad value fails the build and names the variable, and the browser never
 * downloads a validator for values that cannot change after the build.
 */
export const SiteEnv = z.object({
  /** Set by vite.config.ts from the WEBSITE build setting. */
  VITE_WEBSITE: z.enum(['QC', 'CA']).default('QC'),
  VITE_QC_SITE_URL: z.url().optional(),
  VITE_CA_SITE_URL: z.url().optional(),
  VITE_GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/)
    .optional(),
  VITE_STORAGE_PREFIX: z.string().default('annuaire.'),
  VITE_LEGACY_SERVICE_WORKER: z.string().default('service-worker.js'),
});
export type Env = z.infer<typeof SiteEnv>;

/**
 * Parses the environment once; a bad value throws an error naming the variable. An empty variable
 * (`VITE_X=` in .env) means the same as an unset one: not configured.
 */
export function parseEnv(source: Record<string, unknown>): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([key, value]) => key.startsWith('VITE_') && value !== ''),
  );
  const result = SiteEnv.safeParse(cleaned);
  if (!result.success) {
    const detail = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${detail}`);
  }
  return result.data;
}
