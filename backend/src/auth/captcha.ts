import { createHmac, randomInt } from 'node:crypto';
import Router from '@koa/router';
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Context, Next } from 'koa';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { HttpError } from '../api/errors';
import type { Migration } from '../postgres/migrations';
import { serverSecret } from '../postgres/secrets';

/**
 * The solved challenges already used, so every API process and restart refuses a replay. The shared HMAC
 * key (when none is configured) is a server secret (postgres/secrets.ts).
 */
export const captchaMigration: Migration = {
  id: 'auth/002_captcha',
  sql: `
    create table auth_captcha_key (
      singleton boolean primary key default true check (singleton),
      hmac_key text not null,
      created_at timestamptz not null default now()
    );
    create table auth_captcha_spent (
      signature text primary key,
      expires_at timestamptz not null
    );
    create index auth_captcha_spent_expires_at on auth_captcha_spent (expires_at);
  `,
};

export interface CaptchaDatabase {
  auth_captcha_spent: { signature: string; expires_at: Date };
}

export interface CaptchaOptions {
  readonly db: Kysely<CaptchaDatabase>;
  /** `CAPTCHA_HMAC_KEY`; without it a random key is made once and kept in PostgreSQL. */
  readonly hmacKey?: string;
  /** `CAPTCHA_DISABLED=true`: everything passes. Tests and local demos only. */
  readonly disabled?: boolean;
  /** PBKDF2 iterations per attempt. */
  readonly cost?: number;
  /** The solver needs between maxCounter/2 and maxCounter attempts: the difficulty knob. */
  readonly maxCounter?: number;
  /** How long a challenge may be solved and used. */
  readonly ttlMs?: number;
  /** The hardest level a challenge may be asked for (each level doubles the work): CAPTCHA_MAX_LEVEL. */
  readonly maxLevel?: number;
  readonly now?: () => Date;
}

export interface Captcha {
  /**
   * A fresh signed challenge for the widget, at `level` (0, the default, for every form; higher levels,
   * each twice the work of the one below, for a login that failed too often: auth/loginLimits.ts);
   * a 404 `captcha_disabled` when the captcha is off.
   */
  challenge(level?: number): Promise<Challenge>;
  /** True for a correct, unexpired solution seen for the first time (always true when disabled). */
  verify(payload: string | undefined): Promise<boolean>;
  /**
   * Like `verify`, and spends the solution likewise, but answers the level of the challenge it solved
   * (null when `verify` would refuse it; the highest level when the captcha is off).
   */
  solvedLevel(payload: string | undefined): Promise<number | null>;
  /** The hardest level `challenge` hands out. */
  readonly maxLevel: number;
  /** Throws the 400 `captcha_invalid` unless `verify` accepts the payload (for bodies with several shapes). */
  assert(payload: string | undefined): Promise<void>;
  /** GET /api/captcha/challenge[?level=n]: a challenge, or 204 (nothing to solve) when the captcha is off. */
  router(): Router;
  /** Lets the request through only with a valid `captcha` field in its body (after the body parser). */
  require(): (ctx: Context, next: Next) => Promise<void>;
}

const ALGORITHM = 'PBKDF2/SHA-256';
/** About 1.5 million PBKDF2 rounds on average: a second or two in a phone's browser, costly per bot post. */
const DEFAULTS = { cost: 200, maxCounter: 10_000, ttlMs: 10 * 60_000 };
/**
 * Level 3 is 8 times the base work, about 12 million PBKDF2 rounds: some 8 to 16 seconds in a phone's
 * browser, the most a member signing in may be asked to wait (auth/loginLimits.ts says why).
 */
export const CAPTCHA_MAX_LEVEL = 3;

const LevelQuery = z.object({ level: z.coerce.number().int().min(0).optional() });

const Hex = z.string().regex(/^[0-9a-f]+$/i);
/**
 * What the widget posts, base64 JSON of `{challenge, solution}`. Parameters stay loose: the signature
 * covers them as sent, and stripping a key would break it.
 */
const CaptchaPayload = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(ALGORITHM),
      nonce: Hex,
      salt: Hex,
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive(),
      keyPrefix: Hex,
      keySignature: Hex,
      expiresAt: z.number().positive(),
    }),
    signature: Hex,
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string(), time: z.number().optional() }),
});

function decode(payload: string): z.infer<typeof CaptchaPayload> | null {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return null; // not JSON: a wrong answer like any other
  }
  const parsed = CaptchaPayload.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/**
 * A self-hosted proof-of-work captcha (ALTCHA, PoW v2 in deterministic mode, as the `altcha` widget v3
 * solves it): no third party sees our visitors, and the server checks a solution with two HMACs.
 */
export function createCaptcha(options: CaptchaOptions): Captcha {
  const { db, disabled = false } = options;
  const cost = options.cost ?? DEFAULTS.cost;
  const maxCounter = options.maxCounter ?? DEFAULTS.maxCounter;
  const ttlMs = options.ttlMs ?? DEFAULTS.ttlMs;
  const maxLevel = options.maxLevel ?? CAPTCHA_MAX_LEVEL;
  const now = options.now ?? (() => new Date());
  // The configured key, else the stored one; and a second secret derived from it for the pre-computed
  // key's signature.
  const storedKey = serverSecret(db, 'captcha');
  const keys = async () => {
    const challengeSecret = options.hmacKey ?? (await storedKey());
    return {
      challengeSecret,
      keySecret: createHmac('sha256', challengeSecret).update('altcha key signature').digest('hex'),
    };
  };
  const disabledError = () => new HttpError(404, 'captcha_disabled', 'The captcha is disabled');

  const tooHard = () =>
    new HttpError(400, 'invalid_request', `The captcha level is a whole number from 0 to ${maxLevel}`);
  /**
   * A level is carried by the PBKDF2 cost (cost × 2^level): the cost is among the signed parameters, so
   * the level a solution paid for is read from what we signed. The counter a solution names is not (the
   * key signature checks the derived key alone), so it cannot say how much work was done.
   */
  const levelOfCost = (paid: number) => Math.max(0, Math.min(maxLevel, Math.floor(Math.log2(paid / cost) + 1e-9)));

  /** The parameters of a correct, unexpired solution seen for the first time, else null. */
  const spend = async (payload: string | undefined) => {
    const decoded = payload ? decode(payload) : null;
    if (!decoded) return null;
    const expiresAt = new Date(decoded.challenge.parameters.expiresAt * 1000);
    if (expiresAt <= now()) return null;
    const { challengeSecret, keySecret } = await keys();
    const result = await verifySolution({
      challenge: decoded.challenge,
      solution: decoded.solution,
      deriveKey,
      hmacSignatureSecret: challengeSecret,
      hmacKeySignatureSecret: keySecret,
    });
    if (!result.verified) return null;
    // First use wins; the same statement clears spent challenges nobody can replay any more.
    const spent = await db
      .with('purged', (purge) => purge.deleteFrom('auth_captcha_spent').where('expires_at', '<', now()))
      .insertInto('auth_captcha_spent')
      .values({ signature: decoded.challenge.signature.toLowerCase(), expires_at: expiresAt })
      .onConflict((conflict) => conflict.doNothing())
      .returning('signature')
      .executeTakeFirst();
    return spent === undefined ? null : decoded.challenge.parameters;
  };

  const captcha: Captcha = {
    maxLevel,

    async challenge(level = 0) {
      if (disabled) throw disabledError();
      if (!Number.isInteger(level) || level < 0 || level > maxLevel) throw tooHard();
      const { challengeSecret, keySecret } = await keys();
      return createChallenge({
        algorithm: ALGORITHM,
        cost: cost * 2 ** level,
        counter: randomInt(Math.ceil(maxCounter / 2), maxCounter + 1),
        deriveKey,
        expiresAt: new Date(now().getTime() + ttlMs),
        hmacSignatureSecret: challengeSecret,
        hmacKeySignatureSecret: keySecret,
      });
    },

    async verify(payload) {
      return (await captcha.solvedLevel(payload)) !== null;
    },

    async solvedLevel(payload) {
      if (disabled) return maxLevel;
      const parameters = await spend(payload);
      return parameters ? levelOfCost(parameters.cost) : null;
    },

    router() {
      const router = new Router();
      router.get('/api/captcha/challenge', async (ctx) => {
        ctx.set('Cache-Control', 'no-store');
        // Off: nothing to solve, which is an answer (204) rather than a 404 every sign-in page would log.
        if (disabled) ctx.status = 204;
        else {
          const query = LevelQuery.safeParse(ctx.query);
          if (!query.success) throw tooHard();
          ctx.body = await captcha.challenge(query.data.level);
        }
      });
      return router;
    },

    async assert(payload) {
      if (!(await captcha.verify(payload))) {
        throw new HttpError(400, 'captcha_invalid', 'The captcha is missing or wrong');
      }
    },

    require() {
      return async (ctx, next) => {
        const body = (ctx.request as { body?: unknown }).body;
        const field = body && typeof body === 'object' ? (body as { captcha?: unknown }).captcha : undefined;
        await captcha.assert(typeof field === 'string' ? field : undefined);
        await next();
      };
    },
  };
  return captcha;
}
