import type { Challenge } from 'altcha-lib/types';
import * as z from 'zod/mini';
import { ApiError, apiRequest } from '../api-client';

/**
 * An ALTCHA (v2) proof-of-work challenge as `GET /api/captcha/challenge` serves it: derive keys from
 * the nonce and successive counters until one starts with `keyPrefix`.
 */
export const CaptchaChallenge = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.optional(z.string()),
    expiresAt: z.optional(z.number()),
  }),
  signature: z.optional(z.string()),
});
export type CaptchaChallenge = z.infer<typeof CaptchaChallenge> & Challenge;

/** GET /api/captcha/challenge; null when the server has the captcha turned off (204, or 404 from an older server). */
export async function getCaptchaChallenge(): Promise<CaptchaChallenge | null> {
  try {
    const { data } = await apiRequest('GET', '/api/captcha/challenge', { schema: z.nullable(CaptchaChallenge) });
    return data as CaptchaChallenge | null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
