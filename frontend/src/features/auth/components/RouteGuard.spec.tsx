import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** No artificial delay between keystrokes: the forms do not debounce typing. */
const user = userEvent.setup({ delay: null });

/** Puts a whole value in a field at once, as a paste or an autofill would. */
async function fill(field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
import { Outlet, type RouteObject } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { writeConsent } from '@/features/consent';
import { hardNavigate } from '@/lib/hard-navigation';
import { aUser, mockApi, signedIn } from '@/test/api-mock';
import { currentUrl, renderAt } from '@/test/render';
import { RouteGuard } from './RouteGuard';

vi.mock('@/lib/hard-navigation', () => ({ hardNavigate: vi.fn(), initialPathname: '/' }));

/** A members' page as /profile will be: login required, and not for advertisers. */
const guardedRoutes: RouteObject[] = [
  {
    path: '/',
    element: <Outlet />,
    children: [
      { index: true, element: <h1>Home page</h1> },
      { path: 'login', element: <h1>Login page</h1> },
      {
        path: 'profile',
        element: (
          <RouteGuard access="loggedIn" forbidAdvertiser>
            <h1>Own profile</h1>
          </RouteGuard>
        ),
      },
    ],
  },
];

describe('page guards', () => {
  beforeEach(() => writeConsent(false));

  it('sends a visitor on a members page to log in, with the page as return target', async () => {
    mockApi();
    const { router } = await renderAt('/profile?tab=photos', { routes: guardedRoutes });
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe(`/login?next=${encodeURIComponent('/profile?tab=photos')}`);
  });

  it('shows a members page to a member', async () => {
    mockApi(signedIn(aUser({ role: 'escort' })));
    await renderAt('/profile', { routes: guardedRoutes });
    expect(await screen.findByRole('heading', { name: 'Own profile' })).toBeInTheDocument();
  });

  it('sends an advertiser opening /profile home', async () => {
    mockApi(signedIn(aUser({ role: 'advertiser' })));
    const { router } = await renderAt('/profile', { routes: guardedRoutes });
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/');
  });

  it('sends a visitor asking for an email change to log in', async () => {
    mockApi();
    const { router } = await renderAt('/en/reset-email');
    await waitFor(() => expect(currentUrl(router)).toBe(`/en/login?next=${encodeURIComponent('/en/reset-email')}`));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('sends staff away from the login page to the staff area', async () => {
    mockApi(signedIn(aUser({ role: 'moderator' })));
    const { router } = await renderAt('/login');
    await waitFor(() => expect(currentUrl(router)).toBe('/hq'));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/hq', { replace: true }));
  });

  it('sends a member away from the login page home', async () => {
    mockApi(signedIn(aUser({ role: 'client' })));
    const { router } = await renderAt('/en/login');
    await waitFor(() => expect(currentUrl(router)).toBe('/en'));
  });
});

describe('logging in', () => {
  beforeEach(() => writeConsent(false));

  it('says the credentials are wrong on a 401', async () => {
    mockApi({ 'POST /api/auth': { status: 401, body: { msg: 'bad credentials', code: 'invalid_credentials' } } });
    await renderAt('/login');
    await fill(await screen.findByLabelText(/Nom d’utilisateur ou courriel/), 'amelie');
    await fill(screen.getByLabelText(/^Mot de passe/), 'not the password');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Nom d’utilisateur, courriel ou mot de passe erroné.')).toBeInTheDocument();
  });

  it('signs in and returns to the page that asked for it', async () => {
    const calls = mockApi({ 'POST /api/auth': { status: 200, body: aUser() } });
    const { router } = await renderAt(`/en/login?next=${encodeURIComponent('/en/faq')}`);
    await fill(await screen.findByLabelText(/Username or email/), 'amelie');
    await fill(screen.getByLabelText(/^Password/), 'correct horse battery');
    await user.click(screen.getByRole('checkbox', { name: /Keep me logged in/ }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/en/faq'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      identifier: 'amelie',
      password: 'correct horse battery',
      remember: true,
    });
  });
});
