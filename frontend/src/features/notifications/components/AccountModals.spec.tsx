import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeConsent } from '@/features/consent';
import { aUser, mockApi, type MockAnswer } from '@/test/api-mock';
import { currentUrl, renderAt } from '@/test/render';
import { aNotification, notificationsPage } from '../test-fixtures';

const user = userEvent.setup({ delay: null });
const escort = aUser({ role: 'escort' });
/** GET /api/user with the reminder flags the server computed (shared `dueReminders`). */
const member = (overrides: Record<string, unknown>): Record<string, MockAnswer> => ({
  'GET /api/user': { status: 200, body: { ...escort, ...overrides } },
});

const credits = aNotification('n-credits', 'creditsBalanceUpdated', { title: 'Credits added', minutesAgo: 60 });
const approved = aNotification('n-approved', 'accountApproved', { title: 'Account approved', minutesAgo: 20 });
const removed = aNotification('n-removed', 'pictureRemoved', { title: 'Picture removed', minutesAgo: 1 });
const dialog = (name: string) => screen.findByRole('dialog', { name });

describe('the modals that interrupt a member', () => {
  beforeEach(() => writeConsent(false));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the newest unread important notification once, marked read the moment it opens', async () => {
    const calls = mockApi({
      ...member({}),
      'GET /api/notifications': { status: 200, body: notificationsPage([credits, approved, removed]) },
      'PATCH /api/notifications/n-approved': { status: 200, body: { ...approved, read: true } },
      'PATCH /api/notifications/n-credits': { status: 200, body: { ...credits, read: true } },
    });
    await renderAt('/en/faq');
    // "Picture removed" is newer but not important enough: the newest important one is the approval.
    const first = await dialog('Account approved');
    expect(within(first).getByText('Description n-approved')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.url)).toEqual([
        '/api/notifications/n-approved',
      ]),
    );

    // Escape does not close it; only the acknowledge button does.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Account approved' })).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Got it' }));

    // The older important one is now the newest unread: its turn, once.
    await user.click(within(await dialog('Credits added')).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.url)).toEqual([
      '/api/notifications/n-approved',
      '/api/notifications/n-credits',
    ]);
  });

  it('never shows it to staff who avoid it', async () => {
    const calls = mockApi({
      'GET /api/user': { status: 200, body: aUser({ role: 'moderator' }) },
      'GET /api/notifications': { status: 200, body: notificationsPage([approved]) },
    });
    await renderAt('/en/faq');
    await within(screen.getByRole('navigation', { name: 'Main navigation' })).findByRole('button', {
      name: 'Notifications, unread: 1',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('keeps the VIP reminder until no notification modal is pending: never both at once', async () => {
    mockApi({
      ...member({ vipReminder: true }),
      'GET /api/notifications': { status: 200, body: notificationsPage([credits]) },
      'PATCH /api/notifications/n-credits': { status: 200, body: { ...credits, read: true } },
      'POST /api/user/reminders': { status: 200, body: { ...escort, vipReminder: false } },
    });
    await renderAt('/en/faq');
    const blocking = await dialog('Credits added');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(within(blocking).getByRole('button', { name: 'Got it' }));

    expect(await dialog('Get noticed with VIP')).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('shows the most pressing reminder and records it as seen when closed', async () => {
    const calls = mockApi({
      ...member({ vipReminder: true, vipExpiredReminder: true, vipExpiringReminder: true }),
      'GET /api/notifications': { status: 200, body: notificationsPage([]) },
      'POST /api/user/reminders': {
        status: 200,
        body: { ...escort, vipReminder: true, vipExpiredReminder: true, vipExpiringReminder: false },
      },
    });
    await renderAt('/en/faq');
    const reminder = await dialog('Your VIP ends in a few days');
    await user.click(within(reminder).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { reminder: 'vipExpiringReminder' },
    ]);
    // Once a visit: the other due reminders wait for another day.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes the member to the VIP offer from the reminder, recording it as seen', async () => {
    const calls = mockApi({
      ...member({ vipExpiredReminder: true }),
      'GET /api/notifications': { status: 200, body: notificationsPage([]) },
      'POST /api/user/reminders': { status: 200, body: { ...escort, vipExpiredReminder: false } },
    });
    const { router } = await renderAt('/en/faq');
    await user.click(within(await dialog('Your VIP has ended')).getByRole('button', { name: 'Become VIP again' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/en/profile?modal=vip'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ reminder: 'vipExpiredReminder' });
  });

  it('shows no reminder in an automated browser (the end-to-end test runner)', async () => {
    vi.stubGlobal('navigator', { ...navigator, webdriver: true });
    mockApi({
      ...member({ vipReminder: true }),
      'GET /api/notifications': { status: 200, body: notificationsPage([]) },
    });
    await renderAt('/en/faq');
    await within(screen.getByRole('navigation', { name: 'Main navigation' })).findByRole('button', {
      name: 'Notifications',
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
