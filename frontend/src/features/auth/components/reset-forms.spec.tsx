import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { writeConsent } from '@/features/consent';
import { aUser, mockApi, signedIn } from '@/test/api-mock';
import { renderAt } from '@/test/render';

const user = userEvent.setup({ delay: null });
const TOKEN = 'a-token-of-at-least-twenty-characters';

const posts = (calls: { method: string; url: string; body: unknown }[], url: string) =>
  calls.filter((call) => call.method === 'POST' && call.url === url).map((call) => call.body);

describe('the reset forms', () => {
  beforeEach(() => writeConsent(false));

  it('asks for a reset link with a checked address, in French, and says where it went', async () => {
    const calls = mockApi({ 'POST /api/auth/reset-password': { status: 204 } });
    await renderAt('/reset-password');
    await user.click(await screen.findByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByText('Saisissez une adresse courriel valide.')).toBeInTheDocument();
    expect(posts(calls, '/api/auth/reset-password')).toEqual([]);

    await user.type(screen.getByLabelText(/^Courriel/), ' Amelie@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByText(/Si un compte utilise amelie@example\.com/)).toBeInTheDocument();
    expect(posts(calls, '/api/auth/reset-password')).toEqual([{ email: 'amelie@example.com' }]);
  });

  it('asks for an email change for a signed-in member', async () => {
    const calls = mockApi({ ...signedIn(aUser()), 'POST /api/auth/reset-email': { status: 204 } });
    await renderAt('/en/reset-email');
    await user.type(await screen.findByLabelText(/New email/), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the confirmation link' }));
    expect(await screen.findByText('A confirmation link was sent to new@example.com.')).toBeInTheDocument();
    expect(posts(calls, '/api/auth/reset-email')).toEqual([{ email: 'new@example.com' }]);
  });

  it('puts a taken address on its field', async () => {
    mockApi({
      ...signedIn(aUser()),
      'POST /api/auth/reset-email': { status: 409, body: { msg: 'taken', code: 'email_taken' } },
    });
    await renderAt('/en/reset-email');
    await user.type(await screen.findByLabelText(/New email/), 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the confirmation link' }));
    expect(await screen.findByText('An account already uses this email.')).toBeInTheDocument();
  });

  it('sets a new password from the link, sending only the token and the password', async () => {
    const calls = mockApi({ 'POST /api/auth/reset-password': { status: 204 } });
    await renderAt(`/en/reset-password?token=${TOKEN}`);
    await user.type(await screen.findByLabelText(/New password/), 'a long enough password');
    await user.click(screen.getByRole('button', { name: 'Save my password' }));
    expect(await screen.findByText('Password saved')).toBeInTheDocument();
    expect(posts(calls, '/api/auth/reset-password')).toEqual([{ token: TOKEN, password: 'a long enough password' }]);
  });

  it('makes a profile claim choose its username and email too', async () => {
    const calls = mockApi({ 'POST /api/auth/reset-password': { status: 204 } });
    await renderAt(`/en/reset-password?token=${TOKEN}&claim=1`);
    await user.click(await screen.findByRole('button', { name: 'Claim my profile' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getAllByText('Use at least 3 characters.')).toHaveLength(1);
    expect(screen.getByText('Use at least 10 characters.')).toBeInTheDocument();
    expect(posts(calls, '/api/auth/reset-password')).toEqual([]);

    await user.type(screen.getByLabelText(/^Username/), 'amelie');
    await user.type(screen.getByLabelText(/^Email/), 'amelie@example.com');
    await user.type(screen.getByLabelText(/New password/), 'a long enough password');
    await user.click(screen.getByRole('button', { name: 'Claim my profile' }));
    expect(await screen.findByText('Password saved')).toBeInTheDocument();
    expect(posts(calls, '/api/auth/reset-password')).toEqual([
      { token: TOKEN, password: 'a long enough password', username: 'amelie', email: 'amelie@example.com' },
    ]);
  });
});
