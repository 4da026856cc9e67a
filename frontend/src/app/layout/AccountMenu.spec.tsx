import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeConsent } from '@/features/consent';
import { aUser, mockApi, signedIn } from '@/test/api-mock';
import { loadShell, renderAt } from '@/test/render';

const user = userEvent.setup({ delay: null });

const topBar = () => screen.getByRole('navigation', { name: /Navigation principale|Main navigation/ });
const mobileNav = () => screen.getByRole('navigation', { name: /Navigation rapide|Quick navigation/ });

describe('account menu', () => {
  // The shell, the menu and the toaster are transformed once here, outside the tests' time limit.
  beforeAll(loadShell);
  // The Quebec cookie dialog is modal and opens for visitors, which members become on logging out.
  beforeEach(() => writeConsent(false));

  it('logs a member out from the top bar: the server forgets the session and the bar offers to log in', async () => {
    const calls = mockApi({ ...signedIn(aUser()), 'DELETE /api/auth': { status: 204 } });
    await renderAt('/faq');
    await user.click(await within(topBar()).findByRole('button', { name: 'Menu du compte' }));
    const menu = await screen.findByRole('menu', { name: 'Compte\u00a0: amelie' });
    expect(within(menu).getByText('amelie@example.com')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Profil' })).toHaveAttribute('href', '/profile');

    await user.click(within(menu).getByRole('menuitem', { name: 'Se déconnecter' }));

    expect(await screen.findByText('Déconnexion effectuée.')).toBeInTheDocument();
    expect(await within(topBar()).findByRole('link', { name: /Connexion/ })).toHaveAttribute('href', '/login');
    expect(within(topBar()).queryByRole('button', { name: 'Menu du compte' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/auth']);
  });

  it('logs a member out of every device from the bottom navigation, in English', async () => {
    const calls = mockApi({ ...signedIn(aUser()), 'DELETE /api/auth/logout-all-devices': { status: 204 } });
    await renderAt('/en/faq');
    const account = await within(mobileNav()).findByRole('button', { name: /Profile/ });
    expect(account).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(account);
    const menu = await screen.findByRole('menu', { name: 'Account: amelie' });
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/en/profile');

    await user.click(within(menu).getByRole('menuitem', { name: 'Log out of all devices' }));

    expect(await screen.findByText('You are logged out on all your devices.')).toBeInTheDocument();
    expect(await within(mobileNav()).findByRole('link', { name: /Log in/ })).toHaveAttribute('href', '/en/login');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/auth/logout-all-devices',
    ]);
  });

  it('keeps the member signed in and says so when the server refuses', async () => {
    mockApi({ ...signedIn(aUser()), 'DELETE /api/auth': { status: 500, body: { msg: 'boom', code: 'internal' } } });
    await renderAt('/faq');
    await user.click(await within(topBar()).findByRole('button', { name: 'Menu du compte' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Se déconnecter' }));

    expect(await screen.findByText('Une erreur est survenue. Veuillez réessayer dans un instant.')).toBeInTheDocument();
    expect(within(topBar()).getByRole('link', { name: /Profil/ })).toBeInTheDocument();
    expect(within(topBar()).getByRole('button', { name: 'Menu du compte' })).toBeInTheDocument();
  });

  it('leads staff to the staff area from the menu', async () => {
    mockApi(signedIn(aUser({ role: 'moderator' })));
    await renderAt('/faq');
    await user.click(await within(mobileNav()).findByRole('button', { name: /QG/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'QG' })).toHaveAttribute('href', '/hq');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('is not offered to visitors', async () => {
    mockApi();
    await renderAt('/faq');
    await within(topBar()).findByRole('link', { name: /Connexion/ });
    expect(screen.queryByRole('button', { name: 'Menu du compte' })).not.toBeInTheDocument();
    expect(within(mobileNav()).getByRole('link', { name: /Connexion/ })).toHaveAttribute('href', '/login');
  });
});
