import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { getCaptchaChallenge } from './challenge';

describe('the captcha challenge', () => {
  it('is none when the server has the captcha off and answers 204, nothing to solve', async () => {
    mockApi({ 'GET /api/captcha/challenge': { status: 204 } });
    expect(await getCaptchaChallenge()).toBeNull();
  });

  it('is none when an older server answers 404 captcha_disabled', async () => {
    mockApi({ 'GET /api/captcha/challenge': { status: 404, body: { msg: 'off', code: 'captcha_disabled' } } });
    expect(await getCaptchaChallenge()).toBeNull();
  });
});
