import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderTool } from '../test/harness';
import { SettingsEdit } from './SettingsEdit';

const defaults = {
  maintenanceMode: false,
  cookieConsentEnabled: true,
  mostReportedTotal: 7,
  mostReportedUnique: 3,
  blockedHostnames: ['leolist.cc', 'tryst.link'],
  liveCamsUrl: null,
  datingUrl: 'https://dating.example.com/in',
  dating2Url: null,
};
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

describe('blocked host names and partner links (docs/product.md §9, §2)', () => {
  it('adds a host name as the server keeps it, removes one, and sends the list', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ getOne: vi.fn(async () => ({ data: record })) });
    renderTool(<SettingsEdit />, { api, resource: 'settings', role: 'admin' });
    const list = await screen.findByRole('list', { name: 'Blocked host names' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['leolist.cc', 'tryst.link']);
    await user.type(
      screen.getByRole('textbox', { name: 'Host name to block' }),
      'https://www.Rival-Site.com/ads{Enter}',
    );
    await user.click(screen.getByRole('button', { name: 'Remove tryst.link' }));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['leolist.cc', 'rival-site.com']);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.update).toHaveBeenCalledWith(
        'settings',
        expect.objectContaining({
          data: expect.objectContaining({ blockedHostnames: ['leolist.cc', 'rival-site.com'] }),
        }),
      ),
    );
  });

  it('refuses what is not a host name, and a host already listed', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ getOne: vi.fn(async () => ({ data: record })) });
    renderTool(<SettingsEdit />, { api, resource: 'settings', role: 'admin' });
    const input = await screen.findByRole('textbox', { name: 'Host name to block' });
    await user.type(input, 'not a host');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(input).toHaveAccessibleDescription('A host name such as example.com');
    await user.clear(input);
    await user.type(input, 'LEOLIST.cc{Enter}');
    expect(input).toHaveAccessibleDescription('Already in the list');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('edits the partner links: https only, empty hides the link', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ getOne: vi.fn(async () => ({ data: record })) });
    renderTool(<SettingsEdit />, { api, resource: 'settings', role: 'admin' });
    const liveCams = await screen.findByRole('textbox', { name: 'Partner link 1: live cams' });
    await user.type(liveCams, 'http://cams.example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A web address starting with https://')).toBeInTheDocument();
    expect(api.update).not.toHaveBeenCalled();
    await user.clear(liveCams);
    await user.type(liveCams, 'https://cams.example.com');
    await user.clear(screen.getByRole('textbox', { name: 'Partner link 2: dating' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.update).toHaveBeenCalledWith(
        'settings',
        expect.objectContaining({
          data: expect.objectContaining({ liveCamsUrl: 'https://cams.example.com', datingUrl: null, dating2Url: null }),
        }),
      ),
    );
  });
});
