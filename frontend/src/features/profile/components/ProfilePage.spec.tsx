import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeConsent } from '@/features/consent';
import { aUser, mockApi, signedIn } from '@/test/api-mock';
import { currentUrl, loadShell, renderAt } from '@/test/render';
import { aProfile } from './profile-fixture';

const user = userEvent.setup({ delay: null });

describe('advertiser profile page', () => {
  // The first render transforms the shell and the page on demand: done once here, outside the tests' time limit.
  beforeAll(
    () =>
      Promise.all([
        loadShell(),
        import('./ProfilePage'),
        import('./ProfileGallery'),
        import('@/features/reports').then((reports) => reports.loadReportDialog()),
      ]),
    60_000,
  );
  beforeEach(() => writeConsent(false));

  it('shows who it is, when they were last active, how long they have been a member, and how to reach them', async () => {
    const calls = mockApi({
      'GET /api/users/melanie.qc': { status: 200, body: aProfile({ vip: true }) },
      'POST /api/views': { status: 201, body: { counted: true } },
    });
    await renderAt('/en/user/melanie.qc');
    expect(await screen.findByRole('heading', { level: 1, name: 'melanie.qc' })).toBeInTheDocument();
    expect(screen.getByText('Mélanie, massages relaxants à Montréal')).toBeInTheDocument();
    expect(screen.getByText('Last active yesterday')).toBeInTheDocument();
    expect(screen.getByText('Member for 13 months')).toBeInTheDocument();
    expect(screen.getByText('Not available right now')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send a message' })).toHaveAttribute('href', '/en/messages/melanie.qc');
    expect(screen.getByRole('link', { name: 'Call 514-555-0123' })).toHaveAttribute('href', 'tel:5145550123');
    expect(screen.getByRole('link', { name: 'Ville-Marie, Montréal' })).toHaveAttribute(
      'href',
      '/en/female-escorts/montreal/ville-marie',
    );
    const services = screen.getByRole('region', { name: 'Services' });
    expect(within(services).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Add to favorites' })).toBeInTheDocument();

    await waitFor(() =>
      expect(calls.filter((call) => call.url === '/api/views')).toEqual([
        { method: 'POST', url: '/api/views', body: { name: 'user_view', targetUserId: 'melanie-id', vip: true } },
      ]),
    );
  });

  it('says when the profile is under review and when messaging is not available', async () => {
    mockApi({
      'GET /api/users/melanie.qc': {
        status: 200,
        body: aProfile({ underReview: true, messagingAvailable: false, onlineNow: true }),
      },
    });
    await renderAt('/user/melanie.qc');
    expect(await screen.findByText('Ce profil est en cours de vérification')).toBeInTheDocument();
    expect(screen.getByText('Disponible maintenant')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Envoyer un message' })).not.toBeInTheDocument();
    expect(screen.getByText('La messagerie n’est pas disponible pour ce profil en ce moment.')).toBeInTheDocument();
  });

  it('opens the profile picture full screen from the avatar', async () => {
    mockApi({ 'GET /api/users/melanie.qc': { status: 200, body: aProfile() } });
    const { router } = await renderAt('/en/user/melanie.qc');
    await user.click(await screen.findByRole('button', { name: 'View melanie.qc’s profile picture' }));
    expect(currentUrl(router)).toBe('/en/user/melanie.qc?profilePicture=open');
    const viewer = await screen.findByRole('dialog', { name: 'Profile picture of melanie.qc' });
    expect(within(viewer).getByRole('img')).toHaveAttribute(
      'src',
      '/api/images?url=users%2Fmelanie.qc%2Fp1.jpg&w=640&q=100',
    );
  });

  it('does not offer the owner to favorite or message themselves', async () => {
    mockApi({
      ...signedIn(aUser({ _id: 'melanie-id', username: 'melanie.qc', role: 'escort' })),
      'GET /api/users/melanie.qc': { status: 200, body: aProfile() },
    });
    await renderAt('/en/user/melanie.qc');
    await screen.findByRole('heading', { level: 1, name: 'melanie.qc' });
    expect(screen.queryByRole('button', { name: /favorites/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Send a message' })).not.toBeInTheDocument();
  });

  it('shows a not-found screen for an unknown username', async () => {
    mockApi({ 'GET /api/users/nobody': { status: 404, body: { msg: 'User not found', code: 'not_found' } } });
    await renderAt('/en/user/nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'This profile does not exist' })).toBeInTheDocument();
    expect(document.title).toBe('Profile not found · Annuaire Québec');
  });

  it('lets a visitor report the profile: a reason, details, and the captcha (off here), then thanks them', async () => {
    const calls = mockApi({
      'GET /api/users/melanie.qc': { status: 200, body: aProfile() },
      'GET /api/captcha/challenge': { status: 404, body: { msg: 'Captcha disabled', code: 'captcha_disabled' } },
      'POST /api/reports': { status: 201, body: { _id: 'report-1', status: 'open' } },
    });
    await renderAt('/en/user/melanie.qc');
    await screen.findByRole('heading', { level: 1, name: 'melanie.qc' });
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report melanie.qc' });
    const send = within(dialog).getByRole('button', { name: 'Send the report' });
    expect(send).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Trafficking or coercion' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Details (optional)' }), 'Someone else answers');
    await user.click(send);
    expect(await screen.findByText('Thank you, our team will look into it.')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/reports')).toEqual([
      {
        method: 'POST',
        url: '/api/reports',
        body: { userId: 'melanie-id', reason: 'trafficking', message: 'Someone else answers' },
      },
    ]);
  });
});
