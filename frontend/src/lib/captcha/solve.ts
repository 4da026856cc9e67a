import { solveChallenge as solveWithAltcha } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { CaptchaChallenge } from './challenge';

/** The base64 JSON payload the server's ALTCHA verifier expects in the `captcha` field. */
export function encodeSolution(challenge: CaptchaChallenge, solution: unknown): string {
  return btoa(JSON.stringify({ challenge, solution }));
}

/**
 * Solves a challenge with the browser's Web Crypto PBKDF2: each key derivation is native and
 * asynchronous, so the page stays responsive while the counter climbs.
 */
export async function solveChallenge(challenge: CaptchaChallenge): Promise<string> {
  const solution = await solveWithAltcha({ challenge, deriveKey });
  if (!solution) throw new Error('captcha challenge has no solution in range');
  return encodeSolution(challenge, solution);
}
