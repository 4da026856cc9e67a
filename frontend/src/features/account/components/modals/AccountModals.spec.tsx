import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { currentUrl, loadShell, renderAt } from '@/test/render';
import { aPicture, anAccount, mockAccountApi, patches } from '../../testing';

const user = userEvent.setup({ delay: null });

/** docs/product.md §2: the member's own modals open from `?{id}=open`, and closing removes the parameter. */
describe('the account modals linked from the address', () => {
  // The first render transforms the shell and the pages on demand: done once here, outside the tests' time limit.
  beforeAll(
    () => Promise.all([loadShell(), import('../profile/ProfilePage'), import('../edit/EditProfilePage')]),
    60_000,
  );

  it('?statistics=open tells a profile holder without VIP that statistics come with it', async () => {
    mockAccountApi(anAccount());
    const { router } = await renderAt('/en/profile?statistics=open');
    const dialog = await screen.findByRole('dialog', { name: 'Statistics' });
    expect(within(dialog).getByText(/come with VIP/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Become VIP' })).toHaveAttribute('href', '/en/profile?modal=vip');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/en/profile'));
  });

  it('the Statistics button opens the same dialog, and the back button closes it', async () => {
    mockAccountApi(anAccount());
    const { router } = await renderAt('/en/profile');
    await user.click(await screen.findByRole('button', { name: 'Statistics' }));
    expect(await screen.findByRole('dialog', { name: 'Statistics' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/en/profile?statistics=open');
    await router.navigate(-1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Statistics' })).not.toBeInTheDocument());
  });

  it('?confirmation=open asks before ghost mode, which the member then turns on', async () => {
    const calls = mockAccountApi(anAccount());
    const { router } = await renderAt('/en/profile?confirmation=open');
    const dialog = await screen.findByRole('dialog', { name: 'Turn ghost mode on?' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn ghost mode on' }));
    await waitFor(() => expect(patches(calls)).toEqual([{ ghost: true }]));
    await waitFor(() => expect(currentUrl(router)).toBe('/en/profile'));
  });

  it('?confirmation=open asks nothing of a member already in ghost mode', async () => {
    mockAccountApi(anAccount({ ghost: true }));
    await renderAt('/en/profile?confirmation=open');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('?libertineMode=open explains libertine mode, in French, and tells a libertine she is in it', async () => {
    mockAccountApi(anAccount({ role: 'client', libertine: true }));
    await renderAt('/profile?libertineMode=open');
    const dialog = await screen.findByRole('dialog', { name: 'Mode libertin' });
    expect(within(dialog).getByText('Votre profil est en mode libertin.')).toBeInTheDocument();
  });

  it('?libertineMode=open offers a plain client to ask for it', async () => {
    mockAccountApi(anAccount({ role: 'client', libertine: false }));
    await renderAt('/en/profile?libertineMode=open');
    const dialog = await screen.findByRole('dialog', { name: 'Libertine mode' });
    expect(within(dialog).getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', '/en/contact-us');
  });

  it('?tourMode=open shows the planned tour and its rules', async () => {
    const tour = { destinations: ['Laval', 'Québec'], startsOn: '2999-03-02', endsOn: '2999-03-09', description: 'Hi' };
    mockAccountApi(anAccount({ tour }));
    await renderAt('/en/profile?tourMode=open');
    const dialog = await screen.findByRole('dialog', { name: 'Tour mode' });
    expect(within(dialog).getByText('Touring Laval, Québec, from March 2, 2999 to March 9, 2999.')).toBeInTheDocument();
    expect(within(dialog).getByText(/At most 2 destinations and 4 weeks/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Edit my tour' })).toHaveAttribute('href', '/en/edit');
  });

  it('?verificationPictureGallery=open shows the verification pictures the member sent, newest first', async () => {
    const account = anAccount({ verificationState: 'verificationPending' });
    mockAccountApi(account, {
      [`GET /api/users/${account._id}/pictures`]: {
        status: 200,
        body: {
          userId: account._id,
          profilePictureId: null,
          pictures: [],
          verificationPictures: [
            { _id: 'v1', url: `users/${account._id}/verification/v1.jpg`, addedAt: '2026-01-02T15:00:00.000Z' },
            { _id: 'v2', url: `users/${account._id}/verification/v2.jpg`, addedAt: '2026-02-03T15:00:00.000Z' },
          ],
        },
      },
    });
    await renderAt('/en/profile?verificationPictureGallery=open');
    const dialog = await screen.findByRole('dialog', { name: 'My verification pictures' });
    const pictures = await within(dialog).findAllByRole('img');
    expect(pictures.map((picture) => picture.getAttribute('src'))).toEqual([
      expect.stringContaining('v2.jpg'),
      expect.stringContaining('v1.jpg'),
    ]);
  });

  it('?pictureRotation=open on /edit chooses the approved pictures that rotate on the card', async () => {
    const account = anAccount({
      vip: '2999-01-01T00:00:00.000Z',
      pictures: [
        aPicture({ id: 'p1', inRotation: true }),
        aPicture({ id: 'p2' }),
        aPicture({ id: 'p3', approved: false, pending: true, state: 'pending' }),
      ],
    });
    const calls = mockAccountApi(account, {
      [`PATCH /api/users/${account._id}/pictures/p2/rotation`]: { status: 200, body: {} },
    });
    const { router } = await renderAt('/en/edit?pictureRotation=open');
    const dialog = await screen.findByRole('dialog', { name: 'Picture rotation' });
    expect(within(dialog).getByText('1 of 4 rotating')).toBeInTheDocument();
    // The pending picture cannot rotate, so it is not offered.
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(2);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Picture 2' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.endsWith('/p2/rotation'))?.body).toEqual({ inRotation: true }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/en/edit'));
  });
});
