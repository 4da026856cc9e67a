import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, mockApi, signedIn } from '@/test/api-mock';
import { currentUrl, renderAt } from '@/test/render';
import { anAccount, aPicture, mockAccountApi, patches } from '../../testing';

const user = userEvent.setup({ delay: null });

async function replace(field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('the profile form (docs/product.md §5, validated with the server’s shared schema)', () => {
  it('refuses an 81-character headline before sending anything', async () => {
    const calls = mockAccountApi(anAccount());
    await renderAt('/en/edit');
    await replace(await screen.findByLabelText('Headline'), 'x'.repeat(81));
    await user.click(screen.getByRole('button', { name: 'Save my profile' }));
    expect(await screen.findByText('Use at most 80 characters. (81/80)')).toBeInTheDocument();
    expect(patches(calls)).toEqual([]);
  });

  it('says it in French on the French site', async () => {
    const calls = mockAccountApi(anAccount());
    await renderAt('/edit');
    await replace(await screen.findByLabelText('Titre'), 'x'.repeat(81));
    await user.click(screen.getByRole('button', { name: 'Enregistrer mon profil' }));
    expect(await screen.findByText('Utilisez au plus 80 caractères. (81/80)')).toBeInTheDocument();
    expect(patches(calls)).toEqual([]);
  });

  it('sends an 80-character headline, and only what changed', async () => {
    const calls = mockAccountApi(anAccount());
    await renderAt('/en/edit');
    await replace(await screen.findByLabelText('Headline'), 'y'.repeat(80));
    await user.click(screen.getByRole('button', { name: 'Massage' }));
    await user.click(screen.getByRole('button', { name: 'Save my profile' }));
    expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument();
    expect(patches(calls)).toEqual([{ headline: 'y'.repeat(80), tags: [] }]);
  });

  it('puts the server’s 400 on its field', async () => {
    mockAccountApi(anAccount(), {
      'PATCH /api/user': {
        status: 400,
        body: {
          msg: 'invalid',
          code: 'invalid_request',
          issues: [{ path: 'body.headline', message: 'Too long for us' }],
        },
      },
    });
    await renderAt('/en/edit');
    await replace(await screen.findByLabelText('Headline'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save my profile' }));
    expect(await screen.findByText('Too long for us (5/80)')).toBeInTheDocument();
  });

  it('checks the tour with the shared rules: at most 4 weeks', async () => {
    const calls = mockAccountApi(anAccount());
    await renderAt('/en/edit');
    await user.click(await screen.findByRole('switch', { name: 'I am on tour' }));
    await replace(screen.getByLabelText('Destination 1'), 'Québec');
    await replace(screen.getByLabelText('From'), '2026-06-01');
    await replace(screen.getByLabelText('To'), '2026-07-15');
    await user.click(screen.getByRole('button', { name: 'Save my profile' }));
    expect(await screen.findByText('A tour lasts at most 4 weeks.')).toBeInTheDocument();
    expect(patches(calls)).toEqual([]);
  });

  it('keeps the website for VIPs on the Quebec site', async () => {
    mockAccountApi(anAccount());
    await renderAt('/en/edit');
    expect(await screen.findByLabelText('Website')).toBeDisabled();
    expect(screen.getByText('A website link is a VIP feature.')).toBeInTheDocument();
  });

  it('shows meeting modes locked to virtual as they are', async () => {
    mockAccountApi(anAccount({ virtualLocked: true, virtual: true, incall: false }));
    await renderAt('/en/edit');
    const meeting = await screen.findByRole('group', { name: 'Meeting' });
    for (const box of within(meeting).getAllByRole('checkbox')) expect(box).toBeDisabled();
    expect(within(meeting).getByRole('checkbox', { name: 'Virtual' })).toBeChecked();
  });

  it('gives a client only the basics', async () => {
    mockAccountApi(anAccount({ role: 'client' }));
    await renderAt('/en/edit');
    expect(await screen.findByLabelText('Headline')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Services' })).not.toBeInTheDocument();
    expect(screen.getByText('0 of 3 pictures')).toBeInTheDocument();
  });
});

describe('pictures on /edit', () => {
  it('badges pending and declined pictures, with the moderator’s note', async () => {
    mockAccountApi(
      anAccount({
        pictures: [
          aPicture({ id: 'a', approved: false, pending: true, state: 'pending' }),
          aPicture({ id: 'b', approved: false, pending: true, state: 'declined', note: 'Face not visible' }),
          aPicture({ id: 'c' }),
        ],
      }),
    );
    await renderAt('/en/edit');
    const first = await screen.findByRole('listitem', { name: 'Picture 1' });
    expect(within(first).getByText('Pending')).toBeInTheDocument();
    const second = screen.getByRole('listitem', { name: 'Picture 2' });
    expect(within(second).getByText('Declined: Face not visible')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Make it my profile picture (Picture 1)' })).toBeDisabled();
    expect(screen.getByText('3 of 8 pictures')).toBeInTheDocument();
  });

  it('moves a picture earlier with the whole order', async () => {
    const calls = mockAccountApi(anAccount({ pictures: [aPicture({ id: 'a' }), aPicture({ id: 'b' })] }), {
      'PUT /api/users/65a1f0c2e4b0a1b2c3d4e5f6/pictures/order': { status: 200, body: {} },
    });
    await renderAt('/en/edit');
    await user.click(await screen.findByRole('button', { name: 'Move earlier (Picture 2)' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ pictureIds: ['b', 'a'] }));
  });
});

describe('who reaches the account pages (docs/product.md §2)', () => {
  it.each(['/edit', '/profile', '/transaction-history'])('sends an advertiser opening %s home', async (path) => {
    mockApi(signedIn(aUser({ role: 'advertiser' })));
    const { router } = await renderAt(path);
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
  });

  it('sends a visitor to log in', async () => {
    mockApi();
    const { router } = await renderAt('/en/edit');
    await waitFor(() => expect(currentUrl(router)).toBe(`/en/login?next=${encodeURIComponent('/en/edit')}`));
  });
});
