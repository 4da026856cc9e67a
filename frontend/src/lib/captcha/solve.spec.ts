import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { describe, expect, it } from 'vitest';
import type { CaptchaChallenge } from './challenge';
import { solveChallenge } from './solve';

describe('captcha proof of work', () => {
  it('solves a real challenge and encodes the payload the server verifies', async () => {
    const challenge = (await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 10,
      counter: 7,
      deriveKey,
      hmacSignatureSecret: 'test-secret',
    })) as CaptchaChallenge;
    const payload = JSON.parse(atob(await solveChallenge(challenge))) as {
      challenge: CaptchaChallenge;
      solution: { counter: number; derivedKey: string };
    };
    expect(payload.challenge).toEqual(challenge);
    expect(payload.solution.counter).toBe(7);
  });
});
