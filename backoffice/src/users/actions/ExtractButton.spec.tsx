import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, RecordContextProvider, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@annuaire/shared';
import type { StaffDataProvider } from '../../common/dataProvider';
import { createI18nProvider } from '../../i18n/i18nProvider';
import { fakeAuth, fakeData } from '../../test/fakes';
import { ExtractButton } from './ExtractButton';

const escort = { id: 'u-42', username: 'escort', role: 'escort', status: 'active' };
type Command = (path: string, options?: unknown) => Promise<{ data: unknown; status: number }>;

function renderButton(role: Role, locale: 'en' | 'fr' = 'en') {
  const command = vi.fn<Command>(async () => ({ data: { format: 'annuaire-user-export' }, status: 200 }));
  render(
    <AdminContext
      authProvider={fakeAuth(role)}
      dataProvider={fakeData({ command: command as StaffDataProvider['command'] })}
      i18nProvider={createI18nProvider(locale)}
      store={memoryStore()}
    >
      <RecordContextProvider value={escort}>
        <ExtractButton />
      </RecordContextProvider>
      <Notification />
    </AdminContext>,
  );
  return { command };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('extract a user', () => {
  it('asks the admin for a reason, sends it, and saves the file', async () => {
    const created = vi.fn(() => 'blob:extract');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    const { command } = renderButton('admin');
    await user.click(await screen.findByRole('button', { name: 'Extract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extract the data of escort' });
    expect(within(dialog).getByText(/private messages/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'access request, ticket 4411');
    await user.click(confirm);
    expect(command).toHaveBeenCalledWith('/api/users/u-42/extract', {
      body: { reason: 'access request, ticket 4411' },
    });
    expect(await screen.findByText('escort extract downloaded')).toBeInTheDocument();
    expect(created).toHaveBeenCalledOnce();
    expect(click).toHaveBeenCalledOnce();
  });

  it('speaks French', async () => {
    const user = userEvent.setup({ delay: null });
    renderButton('admin', 'fr');
    await user.click(await screen.findByRole('button', { name: 'Extraire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extraire les données de escort' });
    expect(within(dialog).getByText(/messages privés/)).toBeInTheDocument();
  });

  it('is not offered to moderators, whom the server refuses', async () => {
    renderButton('moderator');
    // Permissions load asynchronously: give them the time to arrive before asserting an absence.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('button', { name: 'Extract' })).not.toBeInTheDocument();
  });
});
