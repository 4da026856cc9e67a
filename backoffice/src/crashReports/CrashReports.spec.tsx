import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderTool } from '../test/harness';
import { CrashList } from './CrashList';
import { CrashShow } from './CrashShow';
import type { CrashGroup } from './types';

const group: CrashGroup = {
  id: 'f00d',
  message: 'TypeError: profile is undefined',
  firstFrame: 'at ProfilePage (/assets/index.js)',
  count: 7,
  firstSeenAt: '2026-05-01T12:00:00.000Z',
  lastSeenAt: '2026-05-03T08:30:00.000Z',
  lastUrl: 'https://annuaire.example/user/jane',
  lastRelease: '0.1.0+abc1234',
  sampleTrace:
    'TypeError: profile is undefined\n    at ProfilePage (https://annuaire.example/assets/index-B3x_k9aZ.js:1:2345)',
  lastUserId: 'u-42',
  resolvedAt: null,
  status: 'open',
};

describe('crash reports in the backoffice', () => {
  it('lists the open groups, most recently seen first, with where and how often they happen', async () => {
    const api = fakeApi({ getList: vi.fn(async () => ({ data: [group], total: 1 })) });
    renderTool(<CrashList />, { api, resource: 'crash-reports' });
    const row = (await screen.findByText(group.message)).closest('tr')!;
    for (const text of [group.firstFrame, '7', group.lastUrl, group.lastRelease, 'Open']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(api.getList).toHaveBeenCalledWith(
      'crash-reports',
      expect.objectContaining({ filter: { status: 'open' }, sort: { field: 'lastSeenAt', order: 'DESC' } }),
    );
  });

  it('marks a group resolved from the list', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ getList: vi.fn(async () => ({ data: [group], total: 1 })) });
    renderTool(<CrashList />, { api, resource: 'crash-reports' });
    await user.click(await screen.findByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this crash resolved' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(api.command).toHaveBeenCalledWith('/api/admin/crash-reports/f00d/resolve', expect.anything()),
    );
    expect(await screen.findByText('Crash marked resolved')).toBeInTheDocument();
  });

  it('shows a group with its sample trace, in French', async () => {
    const api = fakeApi({ getOne: vi.fn(async () => ({ data: group })) });
    renderTool(<CrashShow id="f00d" />, { api, resource: 'crash-reports', locale: 'fr' });
    expect(await screen.findByText('Trace du dernier signalement')).toBeInTheDocument();
    expect(screen.getByText(/index-B3x_k9aZ\.js:1:2345/)).toBeInTheDocument();
    expect(screen.getByText('Occurrences')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Marquer résolu' })).toBeInTheDocument();
  });

  it('offers the resolve action on open groups only', async () => {
    const resolved = { ...group, id: 'beef', message: 'Error: fixed', status: 'resolved' as const };
    const api = fakeApi({ getList: vi.fn(async () => ({ data: [group, resolved], total: 2 })) });
    renderTool(<CrashList />, { api, resource: 'crash-reports' });
    const openRow = (await screen.findByText(group.message)).closest('tr')!;
    expect(await within(openRow).findByRole('button', { name: 'Resolve' })).toBeInTheDocument();
    const resolvedRow = screen.getByText('Error: fixed').closest('tr')!;
    expect(within(resolvedRow).getByText('Resolved')).toBeInTheDocument();
    expect(within(resolvedRow).queryByRole('button')).not.toBeInTheDocument();
  });
});
