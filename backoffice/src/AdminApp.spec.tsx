import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Role } from '@annuaire/shared';
import { AdminApp } from './AdminApp';
import { createI18nProvider } from './i18n/i18nProvider';
import { fakeAuth } from './test/fakes';
import { fakeApi } from './test/harness';

/** The whole staff app on one of the staff tools' pages, for a role. */
function openAs(role: Role, path: string) {
  window.history.pushState({}, '', path);
  render(<AdminApp dataProvider={fakeApi()} authProvider={fakeAuth(role)} i18nProvider={createI18nProvider('en')} />);
}

const menuEntries = async () => {
  const menu = await screen.findByRole('menu').catch(() => null);
  const scope = menu ? within(menu) : screen;
  return (await scope.findAllByRole('menuitem')).map((item) => item.textContent?.trim());
};

afterEach(() => window.history.pushState({}, '', '/'));

describe('the staff tools in the menu, by role', () => {
  it('shows an advertiser only the campaigns', async () => {
    openAs('advertiser', '/campaigns');
    expect(await menuEntries()).toEqual(['Campaigns']);
  });

  it('shows a moderator the moderation tools, without campaigns, help services, mail or settings', async () => {
    openAs('moderator', '/pictures');
    const entries = await menuEntries();
    expect(entries).toEqual(expect.arrayContaining(['Picture moderation', 'Reports', 'Flags', 'Duplicate checks']));
    for (const hidden of ['Campaigns', 'Help services', 'Mail outbox', 'Settings', 'Notification batches']) {
      expect(entries).not.toContain(hidden);
    }
  });

  it('shows an admin every staff tool', async () => {
    openAs('admin', '/settings');
    const entries = await menuEntries();
    expect(entries).toEqual(
      expect.arrayContaining(['Campaigns', 'Help services', 'Mail outbox', 'Settings', 'Notification batches']),
    );
  });
});
