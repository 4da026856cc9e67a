import * as z from 'zod/mini';
import { ApiError, apiRequest } from '@/lib/api-client';
import { CaptchaChallenge } from '@/lib/captcha/challenge';
import { solveChallenge } from '@/lib/captcha/solve';

/**
 * The level a login's 400 `captcha_required` asks for (its issue's `params.level`), else null: failed
 * sign-ins on the account or from this address ask for a harder proof of work (backend auth/loginLimits.ts).
 */
export function captchaLevelAsked(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 'captcha_required') return null;
  const params = error.body?.issues?.[0]?.params as { level?: unknown } | undefined;
  return typeof params?.level === 'number' && Number.isInteger(params.level) && params.level > 0 ? params.level : null;
}

/**
 * Fetches a challenge of `level` (GET /api/captcha/challenge?level=n, each level twice the work of the one
 * below) and solves it; undefined when the server has the captcha off (204).
 */
export async function solveLoginChallenge(level: number): Promise<string | undefined> {
  const { data } = await apiRequest('GET', `/api/captcha/challenge?level=${level}`, {
    schema: z.nullable(CaptchaChallenge),
  });
  return data ? solveChallenge(data as CaptchaChallenge) : undefined;
}
