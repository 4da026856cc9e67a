import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** No artificial delay between keystrokes: the forms do not debounce typing. */
const user = userEvent.setup({ delay: null });

/** Puts a whole value in a field at once, as a paste or an autofill would. */
async function fill(field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
import { beforeEach, describe, expect, it } from 'vitest';
import { writeConsent } from '@/features/consent';
import { aUser, mockApi } from '@/test/api-mock';
import { currentUrl, renderAt } from '@/test/render';

async function fillValidExceptUsername(
  username: string,
  labels: { username: RegExp; email: RegExp; password: RegExp },
) {
  await fill(await screen.findByLabelText(labels.username), username);
  await fill(screen.getByLabelText(labels.email), 'amelie@example.com');
  await fill(screen.getByLabelText(labels.password), 'a long enough password');
}

describe('registration form', () => {
  beforeEach(() => writeConsent(false));

  it('refuses an invalid username with the shared rule, in French', async () => {
    const calls = mockApi();
    await renderAt('/register');
    await fillValidExceptUsername('_amelie', {
      username: /Nom d’utilisateur/,
      email: /^Courriel/,
      password: /^Mot de passe/,
    });
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(
      await screen.findByText(
        'Lettres, chiffres, point, trait d’union ou tiret bas, en commençant par une lettre ou un chiffre.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Choisissez une des options.')).toBeInTheDocument();
    expect(screen.getByText('Les conditions d’utilisation doivent être acceptées.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('moves the focus to the first field in error when the form is refused', async () => {
    mockApi();
    await renderAt('/en/register');
    await fill(await screen.findByLabelText(/Username/), 'ab');
    await fill(screen.getByLabelText(/^Email/), 'amelie@example.com');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('Use at least 3 characters.')).toBeInTheDocument();
    const firstInvalid = document.querySelector<HTMLElement>('[aria-invalid="true"]');
    expect(firstInvalid).not.toBeNull();
    expect(firstInvalid).toHaveFocus();
  });

  it('refuses an invalid username with the shared rule, in English', async () => {
    mockApi();
    await renderAt('/en/register');
    await fillValidExceptUsername('ab', { username: /Username/, email: /^Email/, password: /^Password/ });
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('Use at least 3 characters.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Username/));
    await fill(screen.getByLabelText(/Username/), 'amélie!');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(
      await screen.findByText('Letters, digits, dot, hyphen or underscore, starting with a letter or digit.'),
    ).toBeInTheDocument();
  });

  it('shows a taken username on its field', async () => {
    const calls = mockApi({
      'POST /api/auth/register': { status: 409, body: { msg: 'taken', code: 'username_taken' } },
    });
    await renderAt('/en/register');
    await fillValidExceptUsername('amelie', { username: /Username/, email: /^Email/, password: /^Password/ });
    await user.click(screen.getByRole('combobox', { name: /Gender/ }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Woman' }));
    await user.click(screen.getByRole('checkbox', { name: /I am at least 18/ }));
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('This username is already taken.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      username: 'amelie',
      email: 'amelie@example.com',
      password: 'a long enough password',
      role: 'client',
      gender: 'woman',
      acceptedTerms: true,
    });
  });

  it('puts the server’s 400 messages on their fields', async () => {
    mockApi({
      'POST /api/auth/register': {
        status: 400,
        body: {
          msg: 'invalid',
          code: 'invalid_request',
          issues: [{ path: 'body.email', message: 'This domain does not receive mail' }],
        },
      },
    });
    await renderAt('/en/register');
    await fillValidExceptUsername('amelie', { username: /Username/, email: /^Email/, password: /^Password/ });
    await user.click(screen.getByRole('combobox', { name: /Gender/ }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Man' }));
    await user.click(screen.getByRole('checkbox', { name: /I am at least 18/ }));
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('This domain does not receive mail')).toBeInTheDocument();
  });

  it('lands a new escort on her profile’s checklist with a welcome, not on the home page', async () => {
    // Registration signs her in at once: pending (under review for 12 hours), nothing filled in yet.
    const escort = aUser({
      role: 'escort',
      username: 'amelie',
      pending: true,
      createdAt: new Date().toISOString(),
      headline: '',
      bio: '',
      tags: [],
      location: null,
      credits: 0,
    });
    let registered = false;
    mockApi({
      'GET /api/user': () =>
        registered
          ? { status: 200, body: escort }
          : { status: 401, body: { msg: 'not signed in', code: 'unauthenticated' } },
      'POST /api/auth/register': () => {
        registered = true;
        return { status: 201, body: escort };
      },
      [`GET /api/users/${escort._id}/rank`]: { status: 200, body: { ranks: [] } },
    });
    const { router } = await renderAt('/register');
    await user.click(await screen.findByRole('radio', { name: /Publier mon profil/ }));
    await fillValidExceptUsername('amelie', {
      username: /Nom d’utilisateur/,
      email: /^Courriel/,
      password: /^Mot de passe/,
    });
    await user.click(screen.getByRole('combobox', { name: /Genre/ }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Femme' }));
    await user.click(screen.getByRole('checkbox', { name: /J’ai au moins 18 ans/ }));
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    const checklist = await screen.findByRole('region', { name: 'Faites paraître votre profil' }, { timeout: 10_000 });
    expect(currentUrl(router)).toBe('/profile');
    expect(within(checklist).getByText('Bienvenue, amelie!')).toBeInTheDocument();
    expect(within(checklist).getByText(/Suivez les étapes ci-dessous/)).toBeInTheDocument();
  });
});
