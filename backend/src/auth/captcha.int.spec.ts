import Router from '@koa/router';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverSecretsMigration, type SecretsDatabase } from '../postgres/secrets';
import { captchaMigration, createCaptcha, type CaptchaDatabase, type CaptchaOptions } from './captcha';
import { listen, openMigratedDatabase, testApp, type MigratedDatabase } from './testing';

/** Cheap enough for tests; production uses the defaults. */
const light = { cost: 10, maxCounter: 40 };

/** What the widget does in the browser: solve, then base64 the JSON of {challenge, solution}. */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('unsolved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
const edit = (
  payload: string,
  change: (decoded: { challenge: Challenge; solution: { derivedKey: string; counter: number } }) => void,
) => {
  const decoded = JSON.parse(Buffer.from(payload, 'base64').toString()) as Parameters<typeof change>[0];
  change(decoded);
  return Buffer.from(JSON.stringify(decoded)).toString('base64');
};

let t: MigratedDatabase<CaptchaDatabase & SecretsDatabase>;
beforeAll(async () => {
  t = await openMigratedDatabase<CaptchaDatabase & SecretsDatabase>([captchaMigration, serverSecretsMigration]);
});
afterAll(() => t.close());

async function serve(options: Omit<CaptchaOptions, 'db'>) {
  const captcha = createCaptcha({ db: t.db, ...light, ...options });
  const app = testApp();
  const forms = new Router();
  forms.post('/api/contact', captcha.require(), (ctx) => {
    ctx.body = { sent: true };
  });
  app.use(captcha.router().routes()).use(forms.routes());
  return listen(app);
}
const post = (url: string, body: object) =>
  fetch(`${url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('GET /api/captcha/challenge', () => {
  it('hands out a signed PBKDF2 challenge that expires in ten minutes and is never cached', async () => {
    const server = await serve({});
    const response = await fetch(`${server.url}/api/captcha/challenge`);
    await server.close();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const challenge = (await response.json()) as Challenge;
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 10 });
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const minutes = (challenge.parameters.expiresAt! * 1000 - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9.9);
    expect(minutes).toBeLessThanOrEqual(10);
  });

  it('answers 204, nothing to solve, when the captcha is off (no error for the sign-in page to log)', async () => {
    const server = await serve({ disabled: true });
    const response = await fetch(`${server.url}/api/captcha/challenge`);
    await server.close();
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });
});

describe('a form guarded by the captcha', () => {
  it('accepts a solved challenge once, and refuses it when replayed', async () => {
    const server = await serve({});
    const challenge = (await (await fetch(`${server.url}/api/captcha/challenge`)).json()) as Challenge;
    const captcha = await solve(challenge);
    const first = await post(server.url, { message: 'hello', captcha });
    const replay = await post(server.url, { message: 'hello again', captcha });
    await server.close();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ sent: true });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toEqual({ msg: 'The captcha is missing or wrong', code: 'captcha_invalid' });
  });

  it('refuses a form without a captcha, or with something that is not one', async () => {
    const server = await serve({});
    const responses = await Promise.all([
      post(server.url, { message: 'hello' }),
      post(server.url, { message: 'hello', captcha: 'not base64 json' }),
      post(server.url, { message: 'hello', captcha: { challenge: {} } }),
    ]);
    await server.close();
    for (const response of responses) {
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'captcha_invalid' });
    }
  });

  it('lets every form through when the captcha is off (tests and demos)', async () => {
    const server = await serve({ disabled: true });
    const response = await post(server.url, { message: 'hello' });
    await server.close();
    expect(response.status).toBe(200);
  });
});

describe('verify', () => {
  it('refuses a tampered solution or challenge', async () => {
    const captcha = createCaptcha({ db: t.db, ...light });
    const payload = await solve(await captcha.challenge());
    const wrongKey = edit(payload, ({ solution }) => {
      solution.derivedKey = (solution.derivedKey.startsWith('0') ? '1' : '0') + solution.derivedKey.slice(1);
    });
    const cheaper = edit(payload, (decoded) => (decoded.challenge.parameters.cost = 1));
    const longer = edit(payload, (decoded) => (decoded.challenge.parameters.expiresAt! += 3600));
    expect(await captcha.verify(wrongKey)).toBe(false);
    expect(await captcha.verify(cheaper)).toBe(false);
    expect(await captcha.verify(longer)).toBe(false);
    expect(await captcha.verify(payload)).toBe(true);
  });

  it('refuses a challenge solved after its ten minutes', async () => {
    let clock = Date.now();
    const captcha = createCaptcha({ db: t.db, ...light, now: () => new Date(clock) });
    const payload = await solve(await captcha.challenge());
    clock += 10 * 60_000 + 1_000;
    expect(await captcha.verify(payload)).toBe(false);
  });

  it('refuses a challenge issued with an expiry already past, whatever clock verifies it', async () => {
    const issuer = createCaptcha({ db: t.db, ...light, now: () => new Date(Date.now() - 11 * 60_000) });
    const payload = await solve(await issuer.challenge());
    expect(await createCaptcha({ db: t.db, ...light }).verify(payload)).toBe(false);
  });

  it('lets exactly one of two simultaneous submissions of one solution through', async () => {
    const captcha = createCaptcha({ db: t.db, ...light });
    const payload = await solve(await captcha.challenge());
    const results = await Promise.all([captcha.verify(payload), captcha.verify(payload), captcha.verify(payload)]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('shares one stored key between processes, and a configured key takes precedence', async () => {
    const [api1, api2] = [createCaptcha({ db: t.db, ...light }), createCaptcha({ db: t.db, ...light })];
    expect(await api2.verify(await solve(await api1.challenge()))).toBe(true);
    const configured = createCaptcha({ db: t.db, ...light, hmacKey: 'configured-key-from-the-environment' });
    expect(await configured.verify(await solve(await api1.challenge()))).toBe(false);
    expect(await api1.verify(await solve(await configured.challenge()))).toBe(false);
    const keys = await t.db.selectFrom('server_secrets').select('secret').where('name', '=', 'captcha').execute();
    expect(keys).toHaveLength(1);
    expect(keys[0]!.secret).toMatch(/^[0-9a-f]{64}$/);
  });

  it('forgets spent challenges once they expire', async () => {
    let clock = Date.now();
    const captcha = createCaptcha({ db: t.db, ...light, now: () => new Date(clock) });
    expect(await captcha.verify(await solve(await captcha.challenge()))).toBe(true);
    const spentBefore = await t.db.selectFrom('auth_captcha_spent').select('signature').execute();
    clock += 11 * 60_000;
    const fresh = createCaptcha({ db: t.db, ...light, now: () => new Date(clock) });
    expect(await fresh.verify(await solve(await fresh.challenge()))).toBe(true);
    const spentAfter = await t.db.selectFrom('auth_captcha_spent').select('signature').execute();
    expect(spentBefore.length).toBeGreaterThan(0);
    expect(spentAfter).toHaveLength(1);
  });
});

describe('levels (auth/loginLimits.ts asks a harder challenge after failed logins)', () => {
  it('doubles the work per level, up to the highest, and says which level a solution paid for', async () => {
    const captcha = createCaptcha({ db: t.db, ...light, maxLevel: 3 });
    const costs = await Promise.all(
      [0, 1, 2, 3].map(async (level) => (await captcha.challenge(level)).parameters.cost),
    );
    expect(costs).toEqual([10, 20, 40, 80]);
    await expect(captcha.challenge(4)).rejects.toMatchObject({ status: 400, code: 'invalid_request' });
    expect(await captcha.solvedLevel(await solve(await captcha.challenge(2)))).toBe(2);
    expect(await captcha.solvedLevel(await solve(await captcha.challenge()))).toBe(0);
  });

  it('reads the level from what it signed: a solution cannot claim more work than its challenge asked', async () => {
    const captcha = createCaptcha({ db: t.db, ...light, maxLevel: 3 });
    const payload = await solve(await captcha.challenge(0));
    const dearer = edit(payload, (decoded) => (decoded.challenge.parameters.cost = 80));
    const counted = edit(payload, (decoded) => (decoded.solution.counter = 1_000_000));
    expect(await captcha.solvedLevel(dearer)).toBeNull();
    expect(await captcha.solvedLevel(counted)).toBe(0);
    expect(await captcha.solvedLevel(payload)).toBeNull(); // spent by the line above
  });

  it('hands out GET /api/captcha/challenge?level=n, and refuses a level past the highest', async () => {
    const server = await serve({ maxLevel: 3 });
    const [two, tooHard, notANumber] = await Promise.all([
      fetch(`${server.url}/api/captcha/challenge?level=2`),
      fetch(`${server.url}/api/captcha/challenge?level=4`),
      fetch(`${server.url}/api/captcha/challenge?level=x`),
    ]);
    await server.close();
    expect(((await two.json()) as Challenge).parameters.cost).toBe(40);
    expect([tooHard.status, notANumber.status]).toEqual([400, 400]);
  });

  it('answers the highest level when the captcha is off', async () => {
    const captcha = createCaptcha({ db: t.db, ...light, disabled: true, maxLevel: 3 });
    expect(await captcha.solvedLevel(undefined)).toBe(3);
  });
});
