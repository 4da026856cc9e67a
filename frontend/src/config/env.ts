import * as z from 'zod/mini';

const Env = z.object({
  /** Set by vite.config.ts from the WEBSITE build setting. */
  VITE_WEBSITE: z._default(z.enum(['QC', 'CA']), 'QC'),
  VITE_QC_SITE_URL: z.optional(z.url()),
  VITE_CA_SITE_URL: z.optional(z.url()),
  VITE_GTM_ID: z.optional(z.string().check(z.regex(/^GTM-[A-Z0-9]+$/))),
  VITE_LIVE_CAMS_URL: z.optional(z.url()),
  VITE_DATING_URL: z.optional(z.url()),
  VITE_DATING2_URL: z.optional(z.url()),
  VITE_STORAGE_PREFIX: z._default(z.string(), 'annuaire.'),
  VITE_LEGACY_SERVICE_WORKER: z._default(z.string(), 'service-worker.js'),
});
export type Env = z.infer<typeof Env>;

/**
 * Parses the build-time environment once; a bad value stops the app at start and names the variable.
 * An empty variable (`VITE_X=` in .env) means the same as an unset one: not configured.
 */
export function parseEnv(source: Record<string, unknown>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = Env.safeParse(cleaned);
  if (!result.success) {
    const detail = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${detail}`);
  }
  return result.data;
}

export const env = parseEnv(import.meta.env);
