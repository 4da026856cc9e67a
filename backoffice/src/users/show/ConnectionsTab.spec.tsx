import { render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore, RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../i18n/i18nProvider';
import { fakeData } from '../../test/fakes';
import { ConnectionsTab } from './ConnectionsTab';

const connections = [
  {
    userId: 'u2',
    username: 'lea2',
    role: 'escort',
    links: [
      { reason: 'ip', detail: '198.51.100.20' },
      { reason: 'picture', detail: 'p1 ≈ p9' },
    ],
  },
  { userId: 'u3', username: 'lea.backup', role: 'escort', links: [{ reason: 'phone', detail: '+15145550199' }] },
];

describe('the connected accounts of a user', () => {
  it('lists each connected account with why, links to it, and draws them around the member', async () => {
    const asked: string[] = [];
    render(
      <AdminContext
        dataProvider={fakeData({
          command: async (path: string) => {
            asked.push(path);
            return { data: { connections } as never, status: 200 };
          },
        })}
        i18nProvider={createI18nProvider('en')}
        store={memoryStore()}
      >
        <RecordContextProvider value={{ id: 'u1', username: 'lea' }}>
          <ConnectionsTab label={false} />
        </RecordContextProvider>
      </AdminContext>,
    );
    const table = await screen.findByRole('table', { name: 'Connected accounts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'lea2Sign-in address: 198.51.100.20Same picture: p1 ≈ p9',
      'lea.backupPhone: +15145550199',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'lea2' })).toHaveAttribute('href', expect.stringContaining('u2'));
    expect(screen.getByRole('img', { name: '2 connected accounts' })).toBeInTheDocument();
    expect(asked).toEqual(['/api/users/u1/lookup-connections']);
  });
});
