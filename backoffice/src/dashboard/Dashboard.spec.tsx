import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Role } from '@annuaire/shared';
import { createI18nProvider } from '../i18n/i18nProvider';
import { fakeAuth, fakeData } from '../test/fakes';
import { Dashboard } from './Dashboard';

const figures = {
  unit: 'day',
  from: '2026-05-01',
  to: '2026-05-30',
  timeZone: 'America/Toronto',
  points: [],
  totals: { signUps: 12, creditsSold: 4321 },
  activeProfiles: 34,
  vipCount: 5,
};

function dashboardAs(role: Role) {
  render(
    <AdminContext
      dataProvider={fakeData({
        getOne: async (resource, params) =>
          ({
            data: { id: params.id, ...(resource === 'site-figures' ? figures : { points: [], totals: {} }) },
          }) as never,
      })}
      authProvider={fakeAuth(role)}
      i18nProvider={createI18nProvider('en')}
      store={memoryStore()}
    >
      <Dashboard />
    </AdminContext>,
  );
}

describe('the dashboard shows figures by permission (docs/product.md §6)', () => {
  it('shows an admin the sales beside the other figures', async () => {
    dashboardAs('admin');
    expect(await screen.findByText(/^4[\s,\u202f]?321$/)).toBeInTheDocument();
    expect(screen.getByText('Credits sold')).toBeInTheDocument();
    expect(screen.getByText('34')).toBeInTheDocument();
  });

  it('shows a moderator the members’ figures but no sales', async () => {
    dashboardAs('moderator');
    expect(await screen.findByText('34')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.queryByText('Credits sold')).not.toBeInTheDocument();
    expect(screen.queryByText(/Credits sold/)).not.toBeInTheDocument();
  });
});
