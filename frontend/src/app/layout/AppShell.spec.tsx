import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { writeConsent } from '@/features/consent';
import { aUser, mockApi, signedIn } from '@/test/api-mock';
import { renderAt } from '@/test/render';

const conversations = (unread: number) =>
  Array.from({ length: unread }, (_, index) => ({
    _id: `c${index}`,
    recipient: { _id: `u${index}` },
    lastMessage: { sender: `u${index}`, read: false },
  }));

function mobileNav() {
  return screen.getByRole('navigation', { name: /Navigation rapide|Quick navigation/ });
}

describe('top bar and bottom navigation', () => {
  // The Quebec cookie dialog is modal; these tests are about what lies under it.
  beforeEach(() => writeConsent(false));

  it('shows 99+ on the messages badge past 99 unread conversations', async () => {
    mockApi({ ...signedIn(aUser()), 'GET /api/conversations': { status: 200, body: conversations(120) } });
    await renderAt('/');
    await waitFor(() => expect(within(mobileNav()).getByText('99+')).toBeInTheDocument());
    expect(
      within(mobileNav()).getByRole('link', { name: 'Messages, conversations non lues\u00a0: 120' }),
    ).toBeInTheDocument();
  });

  it('shows the exact count up to 99', async () => {
    mockApi({ ...signedIn(aUser()), 'GET /api/conversations': { status: 200, body: { data: conversations(99) } } });
    await renderAt('/');
    await waitFor(() => expect(within(mobileNav()).getByText('99')).toBeInTheDocument());
  });

  it('hides messages from visitors', async () => {
    mockApi();
    await renderAt('/');
    await within(mobileNav()).findByRole('link', { name: /Connexion/ });
    expect(within(mobileNav()).queryByRole('link', { name: /Messages/ })).not.toBeInTheDocument();
  });

  it.each([
    ['/', 'Accueil'],
    ['/favorites', 'Favoris'],
    ['/messages', 'Messages'],
    ['/login', 'Connexion'],
    ['/en/favorites', 'Favorites'],
  ])('selects the right bottom item on %s', async (path, label) => {
    mockApi(path === '/login' ? {} : signedIn(aUser()));
    await renderAt(path);
    const item = await within(mobileNav()).findByRole('link', { name: new RegExp(label) });
    await waitFor(() => expect(item).toHaveAttribute('aria-current', 'page'));
    expect(
      within(mobileNav())
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page'),
    ).toHaveLength(1);
  });

  it.each([
    ['a visitor', null, 'Connexion', '/login'],
    ['a client', aUser({ role: 'client' }), 'Profil', '/profile'],
    ['an advertiser', aUser({ role: 'advertiser' }), 'Campagnes', '/hq'],
    ['a moderator', aUser({ role: 'moderator' }), 'QG', '/hq'],
  ])('points the main button of %s to the right place', async (_who, user, label, href) => {
    mockApi(user ? signedIn(user) : {});
    await renderAt('/faq');
    const topBar = screen.getByRole('navigation', { name: 'Navigation principale' });
    const button = await within(topBar).findByRole('link', { name: new RegExp(label) });
    expect(button).toHaveAttribute('href', href);
  });

  it('shows the notifications bell to members only', async () => {
    mockApi(signedIn(aUser()));
    await renderAt('/faq');
    const topBar = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(await within(topBar).findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('shows visitors the maintenance screen while the staff have switched it on, and lets staff work', async () => {
    const maintenance = {
      'GET /api/app-settings': { status: 200, body: { maintenanceMode: true, cookieConsentEnabled: true } },
    };
    mockApi(maintenance);
    await renderAt('/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nous revenons très vite' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Foire aux questions' })).not.toBeInTheDocument();

    mockApi({ ...maintenance, ...signedIn(aUser({ role: 'moderator' })) });
    const staff = within((await renderAt('/faq')).container);
    expect(await staff.findByRole('heading', { level: 1, name: 'Foire aux questions' })).toBeInTheDocument();
    expect(staff.queryByRole('heading', { name: 'Nous revenons très vite' })).not.toBeInTheDocument();
  });
});
