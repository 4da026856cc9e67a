import { render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore, RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { AuditEvent } from '@annuaire/shared';
import { createI18nProvider } from '../../i18n/i18nProvider';
import { fakeData } from '../../test/fakes';
import { HistoryTab } from './HistoryTab';
import { humanised } from './EventDetails';

const declined: AuditEvent = {
  id: 'e1',
  position: '10:1',
  streamId: 'user-u1',
  streamPosition: 4,
  category: 'user',
  subjectId: 'u1',
  type: 'PictureDeclined',
  actorId: null,
  actorRole: 'system',
  impersonatorId: null,
  correlationId: 'c1',
  causationId: null,
  reason: null,
  at: '2026-03-01T10:00:00.000Z',
  recordedAt: '2026-03-01T10:00:00.000Z',
  // `reviewQueueRank` and the event `PictureQueueMoved` have no message: a field or event added later.
  data: { pictureId: 'p-1', note: 'Face not visible on the picture', reviewQueueRank: 3 },
};

/** A user's history tab with one recorded event, as the staff see it in their language. */
async function historyRow(event: AuditEvent, locale: 'fr' | 'en') {
  const getManyReference = vi.fn(async () => ({ data: [event], total: 1 }));
  render(
    <AdminContext
      dataProvider={fakeData({ getManyReference } as never)}
      i18nProvider={createI18nProvider(locale)}
      store={memoryStore()}
    >
      <ResourceContextProvider value="users">
        <RecordContextProvider value={{ id: 'u1', username: 'lea' }}>
          <HistoryTab />
        </RecordContextProvider>
      </ResourceContextProvider>
    </AdminContext>,
  );
  const table = await screen.findByRole('table');
  const rows = await within(table).findAllByRole('row');
  return rows[1]!;
}

/** The row's details as the staff read them: each label with its value. */
const pairs = (row: HTMLElement) =>
  within(row)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('a row of a user’s history', () => {
  it('shows the details as labelled values in French, an unknown field under a readable label', async () => {
    const row = await historyRow(declined, 'fr');
    expect(within(row).getByText('Photo refusée')).toBeInTheDocument();
    expect(pairs(row)).toEqual([
      ['Photo', 'p-1'],
      ['Note', 'Face not visible on the picture'],
      ['Review queue rank', '3'],
    ]);
    for (const raw of ['pictureId', 'reviewQueueRank', '{']) expect(row.textContent).not.toContain(raw);
  });

  it('speaks English to English staff, and names an event without a message in words', async () => {
    const row = await historyRow({ ...declined, type: 'PictureQueueMoved', data: { bodyLength: 42 } }, 'en');
    expect(within(row).getByText('Picture queue moved')).toBeInTheDocument();
    expect(pairs(row)).toEqual([['Message length', '42']]);
  });

  it('gives the details column room, so its words wrap between words rather than a letter a line', async () => {
    const row = await historyRow(declined, 'en');
    const value = within(row).getByText('Face not visible on the picture');
    expect(getComputedStyle(value).overflowWrap).toBe('break-word');
    expect(getComputedStyle(value.closest('td')!).minWidth).toBe('320px');
    const header = screen.getByRole('columnheader', { name: 'Details' });
    expect(getComputedStyle(header).minWidth).toBe('320px');
  });
});

describe('a field or event without a message', () => {
  it('reads as words, not code', () => {
    expect(humanised('reviewQueueRank')).toBe('Review queue rank');
    expect(humanised('PictureAdded')).toBe('Picture added');
    expect(humanised('pictureURL')).toBe('Picture URL');
    expect(humanised('contact_email')).toBe('Contact email');
  });
});
