import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Role } from '@annuaire/shared';
import { AdminApp } from '../AdminApp';
import { createI18nProvider } from '../i18n/i18nProvider';
import { fakeAuth } from '../test/fakes';
import { fakeApi } from '../test/harness';

/** The whole staff app, layout included, on a page, for a role and in a language. */
function openAs(role: Role, path: string, locale: 'fr' | 'en' = 'en', record: object = {}) {
  // The dashboard's figures, for the page that reads documents rather than lists, and a show page's record.
  const figures = {
    points: [],
    totals: { signUps: 0, creditsSold: 0 },
    activeProfiles: 0,
    vipCount: 0,
    projections: [],
  };
  const api = fakeApi({
    getOne: async (_resource: string, { id }: { id: unknown }) => ({ data: { id, ...figures, ...record } }),
  });
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminApp dataProvider={api} authProvider={fakeAuth(role)} i18nProvider={createI18nProvider(locale)} />
    </MemoryRouter>,
  );
}

/** The page's level-one heading, once its title has arrived, and proof it is the only one. */
async function pageHeading(name: string | RegExp) {
  const heading = await screen.findByRole('heading', { level: 1, name });
  expect(screen.getAllByRole('heading', { level: 1 })).toEqual([heading]);
  return heading;
}

describe('the page heading', () => {
  it('names a list page with one level-one heading', async () => {
    openAs('moderator', '/reports');
    expect(await pageHeading('Reports')).toBeVisible();
  });

  it('names every list page in the staff’s language', async () => {
    openAs('moderator', '/pictures', 'fr');
    await pageHeading('Modération des photos');
  });

  it('names the users list', async () => {
    openAs('admin', '/users');
    await pageHeading('Users');
  });

  it('names a show page', async () => {
    const reported = {
      userId: 'u1',
      username: 'lea',
      total: 3,
      unique: 3,
      reasons: { underage: 3 },
      lastReportedAt: '2026-03-01T10:00:00.000Z',
      mostReported: false,
      urgent: true,
      thresholds: { total: 5, unique: 3, days: 30 },
      reports: [],
    };
    openAs('moderator', '/reports/u1/show', 'fr', reported);
    expect(await screen.findByText('lea')).toBeInTheDocument();
    expect((await pageHeading(/^Signalement/)).textContent).not.toBe('');
  });

  it('keeps a single level-one heading on the dashboard, its welcome below it', async () => {
    openAs('admin', '/');
    await pageHeading('Dashboard');
    expect(await screen.findByRole('heading', { level: 2, name: /Welcome/ })).toBeInTheDocument();
  });
});
