import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderTool } from '../test/harness';
import { ConfirmDepositButton } from './ConfirmDepositButton';
import type { DepositRequestRow } from './types';

const request: DepositRequestRow = {
  id: 'req-1',
  userId: 'u1',
  username: 'member1',
  method: 'interac',
  credits: 30,
  price: 150,
  reference: 'ANN-1A2B3C4D',
  status: 'requested',
  requestedAt: '2026-05-01T12:00:00.000Z',
};

const renderButton = (role: 'admin' | 'moderator', record: DepositRequestRow = request) => {
  const api = fakeApi();
  renderTool(
    <RecordContextProvider value={record}>
      <ConfirmDepositButton />
    </RecordContextProvider>,
    { api, resource: 'deposit-requests', role },
  );
  return api;
};

describe('confirming an interac deposit', () => {
  it('asks for a reason (money) and sends it with the notify choice', async () => {
    const user = userEvent.setup();
    const api = renderButton('admin');
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the deposit of member1' });
    expect(dialog).toHaveTextContent('ANN-1A2B3C4D');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Notify the member' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'e-Transfer received');
    await user.click(confirm);
    await waitFor(() =>
      expect(api.command).toHaveBeenCalledWith('/api/deposit-requests/req-1/confirm', {
        body: { userId: 'u1', notify: false, reason: 'e-Transfer received' },
      }),
    );
    expect(await screen.findByText('member1 credits deposited')).toBeInTheDocument();
  });

  it('is not offered to moderators, nor on a request already confirmed', async () => {
    renderButton('moderator');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('is not offered on a request already confirmed', async () => {
    renderButton('admin', { ...request, status: 'confirmed' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });
});
