import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderTool } from '../test/harness';
import { SettingsEdit } from './SettingsEdit';

const defaults = { maintenanceMode: false, cookieConsentEnabled: true, mostReportedTotal: 7, mostReportedUnique: 3 };
const record = { id: 'app', ...defaults, updatedAt: null, updatedBy: null, defaults };

describe('the app settings', () => {
  it('refuses a unique-reporters threshold above the reports one, and offers no delete', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ getOne: vi.fn(async () => ({ data: record })) });
    renderTool(<SettingsEdit />, { api, resource: 'settings', role: 'admin' });
    const unique = await screen.findByRole('spinbutton', { name: /different reporters/ });
    await user.clear(unique);
    await user.type(unique, '9');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Cannot exceed the number of reports')).toBeInTheDocument();
    expect(api.update).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('sends only the settings and the reason', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ getOne: vi.fn(async () => ({ data: record })) });
    renderTool(<SettingsEdit />, { api, resource: 'settings', role: 'admin' });
    await user.click(await screen.findByLabelText('Maintenance mode'));
    await user.type(screen.getByRole('textbox', { name: 'Reason (optional)' }), 'upgrade tonight');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.update).toHaveBeenCalledWith(
        'settings',
        expect.objectContaining({ id: 'app', data: { ...defaults, maintenanceMode: true, reason: 'upgrade tonight' } }),
      ),
    );
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
  });
});
