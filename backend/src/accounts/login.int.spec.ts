import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/api';
import { createApp } from '../api/app';
import { createCaptcha } from '../auth/captcha';
import { listen } from '../observability/testing';

/**
 * The API with its captcha on, made light (the levels double the same small work), so a test can play a
 * member, or a guesser, who solves every challenge it is asked: one fresh API per test.
 */
let api: TestApi;
/**
 * That API listening (observability/testing.ts `listen`), rebuilt before each test with the API it serves. Both
 * live at the file's top level because vitest's hooks hand them to the tests this way; nothing outside this file
 * sees them.
 */
let captchaApp: { base: string; close(): Promise<void> };
beforeEach(async () => {
  api = await startTestApi({ TRUST_PROXY: '1' });
  const captcha = createCaptcha({ db: api.t.db, cost: 1, maxCounter: 20 });
  captchaApp = await listen(createApp({ ...api.deps, captcha }, { live: api.live }));
});
afterEach(async () => {
  await captchaApp?.close();
  await api?.close();
});

async function solved(level: number): Promise<string> {
  const challenge = (await (
    await fetch(`${captchaApp.base}/api/captcha/challenge?level=${level}`)
  ).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

interface Attempt {
  status: number;
  code: string | undefined;
  /** The level the server asked for, when it refused a challenge as too easy. */
  asked: number | undefined;
}
async function attempt(identifier: string, password: string, level: number, address = '198.51.100.1') {
  const response = await fetch(`${captchaApp.base}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ identifier, password, captcha: await solved(level) }),
  });
  const body = (await response.json()) as { code?: string; issues?: Array<{ params?: { level?: number } }> };
  return { status: response.status, code: body.code, asked: body.issues?.[0]?.params?.level } satisfies Attempt;
}
/** What the site does: send at the level it knows, and on `captcha_required` solve the level asked and resend. */
async function login(identifier: string, password: string, address?: string) {
  let level = 0;
  let answer = await attempt(identifier, password, level, address);
  while (answer.code === 'captcha_required') {
    level = answer.asked!;
    answer = await attempt(identifier, password, level, address);
  }
  return { status: answer.status, level };
}

describe('POST /api/auth: failures slow guessing, never lock anyone out', () => {
  it('signs an admin in with the right password after 12 wrong ones, once the harder challenge is solved', async () => {
    const guesses = [];
    for (let i = 0; i < 12; i++) guesses.push(await login('admin', `wrong-${i}`, `203.0.113.${i + 1}`));
    expect(guesses.map(({ status }) => status)).toEqual(Array(12).fill(401));
    expect(guesses.map(({ level }) => level)).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3]);
    // The member, from home: the base challenge is refused as too easy, before the password is looked at...
    expect(await attempt('admin', 'demo-password', 0, '192.0.2.77')).toMatchObject({
      status: 400,
      code: 'captcha_required',
      asked: 3,
    });
    // ...and the right password with a solved challenge of that level signs in.
    expect(await attempt('ADMIN@demo.local', 'demo-password', 3, '192.0.2.77')).toMatchObject({ status: 200 });
  });

  it('makes an address that keeps failing pay more, without slowing members elsewhere', async () => {
    const script = '203.0.113.50';
    for (let i = 0; i < 10; i++) expect((await login(`nobody${i}`, 'wrong', script)).status).toBe(401);
    expect(await attempt('client', 'demo-password', 0, script)).toMatchObject({ code: 'captcha_required', asked: 1 });
    expect(await attempt('escort', 'demo-password', 0, '192.0.2.80')).toMatchObject({ status: 200 });
    expect(await attempt('client', 'demo-password', 1, script)).toMatchObject({ status: 200 });
  });

  it('asks an unknown name for exactly the work a known account is asked, so the level says nothing', async () => {
    const unknown = [];
    const known = [];
    for (let i = 0; i < 8; i++) unknown.push(await login('no_such_member', 'wrong', `203.0.113.${100 + i}`));
    for (let i = 0; i < 8; i++) known.push(await login('libertine', 'wrong', `203.0.113.${120 + i}`));
    expect(unknown).toEqual(known);
    expect(known.at(-1)).toEqual({ status: 401, level: 2 });
  });

  it('refuses a login without a solved challenge, and a replayed one', async () => {
    const response = await fetch(`${captchaApp.base}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'client', password: 'demo-password' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'captcha_invalid' });
    const captcha = await solved(0);
    const send = () =>
      fetch(`${captchaApp.base}/api/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: 'client', password: 'demo-password', captcha }),
      });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(400);
  });
});
