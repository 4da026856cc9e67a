import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { writeConsent } from '@/features/consent';
import { aUser, mockApi, signedIn } from '@/test/api-mock';
import { currentUrl, renderAt } from '@/test/render';
import { aNotification, notificationsServer } from '../test-fixtures';

const user = userEvent.setup({ delay: null });
const topBar = () => screen.getByRole('navigation', { name: 'Main navigation' });
const bell = (name: string | RegExp) => within(topBar()).findByRole('button', { name });
const popover = () => screen.findByRole('dialog', { name: 'Notifications' });

// None of these types is important enough for the blocking modal: these tests are about the bell alone.
const removed = aNotification('n-removed', 'pictureRemoved', { title: 'Picture removed', minutesAgo: 5 });
const verification = aNotification('n-verify', 'verificationRequested', {
  title: 'Verify your profile',
  minutesAgo: 30,
});
const report = aNotification('n-report', 'actionTakenOnReportedUser', {
  title: 'About your report',
  read: true,
  minutesAgo: 90,
});

describe('the notifications bell', () => {
  beforeEach(() => writeConsent(false));

  it('shows the unread count on the bell, up to 99, then 99+', async () => {
    mockApi({
      ...signedIn(aUser()),
      'GET /api/notifications': { status: 200, body: { data: [], extraData: { total: 120, unread: 120 } } },
    });
    await renderAt('/en/faq');
    const button = await bell('Notifications, unread: 120');
    expect(within(button).getByText('99+')).toBeInTheDocument();
  });

  it('lists the notifications, newest first, and marks the unread ones read when it closes', async () => {
    const calls = mockApi({
      ...signedIn(aUser()),
      ...notificationsServer([removed, verification, report]),
    });
    await renderAt('/en/faq');
    await user.click(await bell('Notifications, unread: 2'));
    const list = await within(await popover()).findByRole('list', { name: 'Notifications' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Unread: Picture removed/),
      expect.stringMatching(/^Unread: Verify your profile/),
      expect.stringMatching(/^About your report/),
    ]);
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')).toEqual({
        method: 'PATCH',
        url: '/api/notifications',
        body: { ids: ['n-removed', 'n-verify'] },
      }),
    );
    expect(await bell('Notifications')).toBeInTheDocument();
  });

  it('marks one read when clicked', async () => {
    const calls = mockApi({
      ...signedIn(aUser()),
      ...notificationsServer([removed, verification]),
    });
    await renderAt('/en/faq');
    await user.click(await bell('Notifications, unread: 2'));
    await user.click(await within(await popover()).findByRole('button', { name: /^Unread: Picture removed/ }));
    expect(await within(await popover()).findByRole('button', { name: /^Picture removed/ })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.url)).toEqual([
      '/api/notifications/n-removed',
    ]);

    // Closing marks only what is still unread.
    await user.keyboard('{Escape}');
    expect(await bell('Notifications')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => [call.url, call.body])).toEqual([
      ['/api/notifications/n-removed', undefined],
      ['/api/notifications/n-verify', undefined],
    ]);
  });

  it('takes a verification request to the profile’s verification panel, marking what was shown read', async () => {
    const calls = mockApi({
      ...signedIn(aUser()),
      ...notificationsServer([removed, verification]),
    });
    const { router } = await renderAt('/en/faq');
    await user.click(await bell('Notifications, unread: 2'));
    await user.click(await within(await popover()).findByRole('button', { name: /^Unread: Verify your profile/ }));

    await waitFor(() => expect(currentUrl(router)).toBe('/en/profile?verification=open'));
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => [call.url, call.body])).toEqual([
      ['/api/notifications', { ids: ['n-removed', 'n-verify'] }],
    ]);
  });

  it('dismisses one, then all', async () => {
    const calls = mockApi({
      ...signedIn(aUser()),
      ...notificationsServer([removed, report]),
    });
    await renderAt('/en/faq');
    await user.click(await bell('Notifications, unread: 1'));
    const panel = await popover();
    await user.click(await within(panel).findByRole('button', { name: 'Dismiss: About your report' }));
    await waitFor(() => expect(within(panel).queryByText('About your report')).not.toBeInTheDocument());

    await user.click(within(panel).getByRole('button', { name: 'Dismiss all' }));
    expect(await within(panel).findByText('You are all caught up.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/notifications/n-report',
      '/api/notifications',
    ]);
  });

  it('speaks French on the French site', async () => {
    mockApi({
      ...signedIn(aUser()),
      ...notificationsServer([removed]),
    });
    await renderAt('/faq');
    const frenchBar = screen.getByRole('navigation', { name: 'Navigation principale' });
    await user.click(await within(frenchBar).findByRole('button', { name: 'Notifications, non lues\u00a0: 1' }));
    expect(await within(await popover()).findByRole('button', { name: 'Tout effacer' })).toBeInTheDocument();
  });
});
