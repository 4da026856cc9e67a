import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockAnswer } from '@/test/api-mock';
import { renderAt } from '@/test/render';

const user = userEvent.setup({ delay: null });

async function fill(field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** The server's answers to successive logins, in order. */
function logins(...answers: MockAnswer[]) {
  let next = 0;
  return () => answers[Math.min(next++, answers.length - 1)]!;
}
const captchaRequired = (level: number): MockAnswer => ({
  status: 400,
  body: {
    msg: 'Several sign-ins failed recently',
    code: 'captcha_required',
    issues: [
      {
        path: 'captcha',
        message: `Solve a level ${level} challenge`,
        code: 'captcha_required',
        params: { level, maxLevel: 3 },
      },
    ],
  },
});
const wrong: MockAnswer = { status: 401, body: { msg: 'Wrong', code: 'invalid_credentials' } };

describe('login form', () => {
  it('solves the harder challenge the server asks for and sends the login again, saying why, in English', async () => {
    const calls = mockApi({ 'POST /api/auth': logins(captchaRequired(2), wrong, wrong) });
    await renderAt('/en/login');
    await fill(await screen.findByLabelText(/Username or email/), 'amelie');
    await fill(screen.getByLabelText(/^Password/), 'not the right one');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Wrong username/email or password.')).toBeInTheDocument();
    expect(screen.getByText(/your browser is doing a longer security check/)).toBeInTheDocument();
    const sent = () =>
      calls.filter(({ method, url }) => method === 'POST' || url.includes('level=')).map(({ url }) => url);
    expect(sent()).toEqual(['/api/auth', '/api/captcha/challenge?level=2', '/api/auth']);

    // The next try pays the level it was told at once, without a refused round trip first.
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByText('Wrong username/email or password.');
    await expect.poll(() => sent().length).toBe(5);
    expect(sent().slice(3)).toEqual(['/api/captcha/challenge?level=2', '/api/auth']);
  });

  it('tells the member in French why signing in takes longer', async () => {
    mockApi({ 'POST /api/auth': logins(captchaRequired(1), wrong) });
    await renderAt('/login');
    await fill(await screen.findByLabelText(/Nom d’utilisateur ou courriel/), 'amelie');
    await fill(screen.getByLabelText(/^Mot de passe/), 'pas le bon');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(
      await screen.findByText(/votre navigateur fait une vérification de sécurité plus longue/),
    ).toBeInTheDocument();
    expect(await screen.findByText('Nom d’utilisateur, courriel ou mot de passe erroné.')).toBeInTheDocument();
  });

  const limited = (seconds: number): MockAnswer => ({
    status: 429,
    body: { msg: `Too many attempts, try again in ${seconds} seconds`, code: 'rate_limited' },
  });

  it('says in French, in minutes, when to try again after too many attempts, never the server’s English', async () => {
    mockApi({ 'POST /api/auth': limited(893) });
    await renderAt('/login');
    await fill(await screen.findByLabelText(/Nom d’utilisateur ou courriel/), 'amelie');
    await fill(screen.getByLabelText(/^Mot de passe/), 'pas le bon');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(
      await screen.findByText('Trop de tentatives de connexion. Pour protéger les comptes, réessayez dans 15 minutes.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Too many attempts/)).not.toBeInTheDocument();
    expect(screen.queryByText(/893/)).not.toBeInTheDocument();
  });

  it('says it in English on English pages, a short wait as a minute', async () => {
    mockApi({ 'POST /api/auth': limited(12) });
    await renderAt('/en/login');
    await fill(await screen.findByLabelText(/Username or email/), 'amelie');
    await fill(screen.getByLabelText(/^Password/), 'not the right one');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(
      await screen.findByText('Too many sign-in attempts. To protect accounts, please try again in a minute.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Too many attempts, try again/)).not.toBeInTheDocument();
  });
});
