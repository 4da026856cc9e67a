import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderAt } from '@/test/render';
import { anAccount, mockAccountApi, patches } from '../../testing';

const user = userEvent.setup({ delay: null });

describe('/settings', () => {
  it('offers the data export as a download of /api/user/export', async () => {
    mockAccountApi(anAccount());
    await renderAt('/en/settings');
    const link = await screen.findByRole('link', { name: 'Download my data' });
    expect(link).toHaveAttribute('href', '/api/user/export');
    expect(link).toHaveAttribute('download');
  });

  it('turns messaging off', async () => {
    const calls = mockAccountApi(anAccount());
    await renderAt('/en/settings');
    await user.click(await screen.findByRole('switch', { name: 'Receive messages' }));
    expect(await screen.findByText('Messaging turned off.')).toBeInTheDocument();
    expect(patches(calls)).toEqual([{ messaging: false }]);
  });

  it('refuses to delete the account with a wrong password', async () => {
    const calls = mockAccountApi(anAccount(), {
      'POST /api/user/delete': { status: 403, body: { msg: 'wrong', code: 'wrong_password' } },
    });
    await renderAt('/en/settings');
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/user/delete')).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Your password/), 'not it');
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(await within(dialog).findByText('This is not your password.')).toBeInTheDocument();
  });

  it('deletes the account and signs the member out, home', async () => {
    const calls = mockAccountApi(anAccount(), { 'POST /api/user/delete': { status: 204 } });
    const { router } = await renderAt('/en/settings');
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText(/Your password/), 'demo-password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText('Your account was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toBe('/en'));
    expect(calls.find((call) => call.url === '/api/user/delete')?.body).toEqual({ password: 'demo-password' });
  });

  it('switches the language to the same page in English', async () => {
    mockAccountApi(anAccount());
    const { router } = await renderAt('/settings');
    await user.click(await screen.findByRole('radio', { name: 'English' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/en/settings'));
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  });
});
