import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@/test/render';
import { aRank, anAccount, mockAccountApi, patches } from '../../testing';

const user = userEvent.setup({ delay: null });
const FUTURE = '2999-01-01T00:00:00.000Z';

describe('availability switch (docs/product.md §4, §6)', () => {
  it('marks an escort available now, then reads the rank again and shows the new one', async () => {
    let available = false;
    const calls = mockAccountApi(anAccount(), {}, () => [aRank(available ? 3 : 12)]);
    await renderAt('/en/profile');
    expect(await screen.findByText('#12 in Ville-Marie')).toBeInTheDocument();

    const toggle = screen.getByRole('switch', { name: 'Available now' });
    expect(toggle).not.toBeChecked();
    available = true;
    await user.click(toggle);

    expect(await screen.findByText('#3 in Ville-Marie')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Available now' })).toBeChecked();
    const [body] = patches(calls) as Array<{ online: string }>;
    expect(Date.now() - Date.parse(body!.online)).toBeLessThan(60_000);
    expect(await screen.findByText('You are shown as available.')).toBeInTheDocument();
  });

  it('turns availability off with online: null', async () => {
    const calls = mockAccountApi(anAccount({ online: new Date().toISOString() }));
    await renderAt('/en/profile');
    await user.click(await screen.findByRole('switch', { name: 'Available now' }));
    await waitFor(() => expect(patches(calls)).toEqual([{ online: null }]));
  });

  it('keeps clients away from the switch, and gives it to libertines', async () => {
    mockAccountApi(anAccount({ role: 'client', location: null }));
    await renderAt('/en/profile');
    expect(await screen.findByRole('heading', { name: 'My profile' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Available now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Ghost mode' })).not.toBeInTheDocument();
  });

  it('gives the switch to a client flagged libertine', async () => {
    mockAccountApi(anAccount({ role: 'client', libertine: true }));
    await renderAt('/en/profile');
    expect(await screen.findByRole('switch', { name: 'Available now' })).toBeInTheDocument();
  });

  it('shows the reminder tooltip, worded for members without VIP', async () => {
    mockAccountApi(anAccount({ showAvailableReminder: true }));
    await renderAt('/en/profile');
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Show clients you are available: your profile moves up the listings with a green dot.',
    );
    // The tooltip describes the switch; it does not rename it.
    expect(screen.getByRole('switch', { name: 'Available now' })).not.toBeChecked();
  });

  it('words the reminder for VIPs, in French too', async () => {
    mockAccountApi(anAccount({ showAvailableReminder: true, vip: FUTURE }), {
      'GET /api/users/65a1f0c2e4b0a1b2c3d4e5f6/statistics': { status: 404, body: { msg: 'none' } },
    });
    await renderAt('/profile');
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'En tant que VIP, afficher votre disponibilité vous place en tête des profils disponibles.',
    );
  });

  it('gives a ghost member the ghost handling instead of a change', async () => {
    const calls = mockAccountApi(anAccount({ ghost: true }));
    await renderAt('/en/profile');
    await user.click(await screen.findByRole('switch', { name: 'Available now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ghost mode is on' });
    expect(patches(calls)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Turn ghost mode off' }));
    await waitFor(() => expect(patches(calls)).toEqual([{ ghost: false }]));
    expect(await screen.findByText('Ghost mode disabled.')).toBeInTheDocument();
  });
});

describe('ghost mode (docs/product.md §4)', () => {
  it('asks before turning ghost mode on, and sends nothing when cancelled', async () => {
    const calls = mockAccountApi(anAccount());
    await renderAt('/en/profile');
    await user.click(await screen.findByRole('switch', { name: 'Ghost mode' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn ghost mode on?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches(calls)).toEqual([]);
  });

  it('turns ghost mode on once confirmed, with a success toast', async () => {
    const calls = mockAccountApi(anAccount());
    await renderAt('/en/profile');
    await user.click(await screen.findByRole('switch', { name: 'Ghost mode' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn ghost mode on?' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn ghost mode on' }));
    expect(await screen.findByText('Ghost mode enabled.')).toBeInTheDocument();
    expect(patches(calls)).toEqual([{ ghost: true }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('switch', { name: 'Ghost mode' })).toBeChecked();
  });

  it('turns ghost mode off at once, without asking', async () => {
    const calls = mockAccountApi(anAccount({ ghost: true }));
    await renderAt('/profile');
    await user.click(await screen.findByRole('switch', { name: 'Mode fantôme' }));
    expect(await screen.findByText('Mode fantôme désactivé.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(patches(calls)).toEqual([{ ghost: false }]);
  });

  it('shows the default error when the change is refused', async () => {
    mockAccountApi(anAccount({ ghost: true }), {
      'PATCH /api/user': { status: 500, body: { msg: 'boom', code: 'internal' } },
    });
    await renderAt('/en/profile');
    await user.click(await screen.findByRole('switch', { name: 'Ghost mode' }));
    expect(await screen.findByText('Something went wrong. Please try again in a moment.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Ghost mode' })).toBeChecked();
  });
});
