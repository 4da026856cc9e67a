import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, RecordContextProvider, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { Role } from '@annuaire/shared';
import type { StaffDataProvider } from '../../common/dataProvider';
import { createI18nProvider } from '../../i18n/i18nProvider';
import { fakeAuth, fakeData } from '../../test/fakes';
import { StaffActions } from '../show/StaffActions';

const escort = {
  id: 'u-42',
  username: 'escort',
  role: 'escort',
  status: 'active',
  virtualLocked: false,
  vip: null,
  rankOverride: null,
  credits: 60,
};

type Command = (path: string, options?: unknown) => Promise<{ data: unknown; status: number }>;

function renderActions(role: Role, command = vi.fn<Command>(async () => ({ data: { balance: 90 }, status: 201 }))) {
  render(
    <AdminContext
      authProvider={fakeAuth(role)}
      dataProvider={fakeData({ command: command as StaffDataProvider['command'] })}
      i18nProvider={createI18nProvider('en')}
      store={memoryStore()}
    >
      <RecordContextProvider value={escort}>
        <StaffActions />
      </RecordContextProvider>
      <Notification />
    </AdminContext>,
  );
  return { command };
}

describe('staff actions on a user', () => {
  it('are the admin’s: a moderator sees none of them', async () => {
    renderActions('moderator');
    // Permissions load asynchronously: give them the time to arrive before asserting an absence.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('button', { name: 'Deposit credits' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in as' })).not.toBeInTheDocument();
  });

  it('deposit 30 credits with notify: amount and reason required, then the toast of docs/product.md §8', async () => {
    const user = userEvent.setup({ delay: null });
    const { command } = renderActions('admin');
    await user.click(await screen.findByRole('button', { name: 'Deposit credits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deposit credits' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'paid by interac');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('spinbutton', { name: /Credits/ }), '30');
    expect(within(dialog).getByRole('checkbox', { name: 'Notify the member' })).toBeChecked();
    await user.click(confirm);
    expect(command).toHaveBeenCalledWith('/api/users/u-42/credits', {
      body: { credits: 30, notify: true, reason: 'paid by interac' },
    });
    expect(await screen.findByText('escort credits deposited')).toBeInTheDocument();
  });

  it('shows the login link after logging in as, labelled for opening', async () => {
    const user = userEvent.setup({ delay: null });
    const url = 'http://localhost/api/auth/login-as/abc';
    renderActions(
      'admin',
      vi.fn(async () => ({ data: { url, loginUrl: url }, status: 201 })),
    );
    await user.click(await screen.findByRole('button', { name: 'Log in as' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in as escort' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'member asked for help');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const link = await screen.findByRole('link', { name: 'Login link' });
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows the server’s refusal in words, and keeps the dialog open', async () => {
    const user = userEvent.setup({ delay: null });
    const { HttpError } = await import('react-admin');
    const refuse = vi.fn<Command>(async () => {
      throw new HttpError('annuaire.errors.insufficient_credits', 409, { code: 'insufficient_credits', msg: 'no' });
    });
    renderActions('admin', refuse);
    await user.click(await screen.findByRole('button', { name: 'Adjust credits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust credits' });
    await user.type(within(dialog).getByRole('spinbutton', { name: /Credits/ }), '-500');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'chargeback');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Not enough credits: the balance cannot go below zero.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Adjust credits' })).toBeInTheDocument();
  });
});
