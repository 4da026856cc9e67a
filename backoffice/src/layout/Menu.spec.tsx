import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { Role } from '@annuaire/shared';
import { AdminApp } from '../AdminApp';
import { createI18nProvider } from '../i18n/i18nProvider';
import { fakeAuth, fakeData } from '../test/fakes';

// The other staff tools stand in as two resources, so this test follows the menu's rules, not their progress.
vi.mock('../resources', async () => {
  const { Resource } = await import('react-admin');
  return {
    staffToolResources: (role: Role) =>
      role === 'advertiser'
        ? [<Resource key="campaigns" name="campaigns" list={() => <p>campaign list</p>} />]
        : role === 'admin' || role === 'moderator'
          ? [<Resource key="flags" name="flags" list={() => <p>flag list</p>} />]
          : [],
  };
});

function renderHq(role: Role | null, locale: 'fr' | 'en' = 'en') {
  return render(
    <MemoryRouter initialEntries={['/hq']}>
      <Routes>
        <Route
          path="/hq/*"
          element={
            <AdminApp
              basename="/hq"
              authProvider={fakeAuth(role)}
              dataProvider={fakeData()}
              i18nProvider={createI18nProvider(locale)}
              store={memoryStore()}
            />
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

/** The side menu's entries, by their visible names. */
async function menuEntries(): Promise<string[]> {
  const menu = await screen.findByRole('menu');
  const items = await within(menu).findAllByRole('menuitem');
  return items.map((item) => item.textContent?.trim() ?? '');
}

describe('the menu follows the role (docs/product.md §6)', () => {
  it('shows an admin the dashboard, users, the staff tools and merging', async () => {
    renderHq('admin');
    expect(await screen.findByText('Welcome, admin')).toBeInTheDocument();
    expect(await menuEntries()).toEqual(['Dashboard', 'Users', 'Flags', 'Merge users']);
  });

  it('links merging inside the staff app, and opens its page', async () => {
    renderHq('admin');
    const merge = await screen.findByRole('menuitem', { name: 'Merge users' });
    expect(merge).toHaveAttribute('href', '/hq/merge-users');
    fireEvent.click(merge);
    expect(await screen.findByText(/The source account is closed/)).toBeInTheDocument();
  });

  it('shows a moderator everything to read but not merging, an admin action', async () => {
    renderHq('moderator');
    expect(await screen.findByText('Welcome, moderator')).toBeInTheDocument();
    expect(await menuEntries()).toEqual(['Dashboard', 'Users', 'Flags']);
  });

  it('shows an advertiser campaigns and nothing else, landing on them', async () => {
    renderHq('advertiser');
    expect(await screen.findByText('campaign list')).toBeInTheDocument();
    expect(await menuEntries()).toEqual(['Campaigns']);
  });

  it('speaks French by default in Quebec', async () => {
    renderHq('admin', 'fr');
    expect(await screen.findByText('Bienvenue, admin')).toBeInTheDocument();
    expect(await menuEntries()).toEqual(['Tableau de bord', 'Membres', 'Drapeaux', 'Fusion de comptes']);
  });

  it('tells a client or an escort they have no access, with no menu', async () => {
    renderHq('client');
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the site' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
