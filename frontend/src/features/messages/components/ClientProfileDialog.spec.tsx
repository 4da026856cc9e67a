import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeConsent } from '@/features/consent';
import { aCard } from '@/lib/user-card.fixtures';
import { aUser, mockApi, signedIn } from '@/test/api-mock';
import { aConversation, answerPages, aThread } from '../test-fixtures';
import { currentUrl, loadShell, renderAt } from '@/test/render';

const user = userEvent.setup({ delay: null });

/** GET /api/users/sophie as the profile page reads it: a client, so not listed. */
const sophie = {
  ...aCard({ _id: 'u-sophie', username: 'sophie', role: 'client', bio: 'Polite and on time.' }),
  listed: false,
  pictures: [],
  incall: false,
  outcall: false,
  virtual: false,
  websiteUrl: null,
  tour: null,
  verified: false,
  lastSeenAt: null,
  memberSince: '2025-04-10T12:00:00.000Z',
  messagingAvailable: true,
  contact: null,
};
// Texts and dialogs load on first opening; on a busy machine that can outlast the default waits.
const LOADING = { timeout: 10_000 };

describe('who wrote, over the conversation (docs/product.md §2 clientProfile)', { timeout: 30_000 }, () => {
  // The first render transforms the shell and the page on demand: done once here, outside the tests' time limit.
  beforeAll(() => Promise.all([loadShell(), import('./ThreadPage')]), 60_000);
  beforeEach(() => writeConsent(false));

  it('?clientProfile=open shows who wrote, over the conversation', async () => {
    mockApi({
      ...signedIn(aUser()),
      'POST /api/messages/mark-as-read': { status: 200, body: aConversation() },
      'GET /api/users/sophie': {
        status: 200,
        body: sophie,
      },
    });
    answerPages('/api/conversations/username/sophie', () => aThread([[]]));
    const { router } = await renderAt('/en/messages/sophie?clientProfile=open');
    const dialog = await screen.findByRole('dialog', { name: 'sophie' }, LOADING);
    expect(await within(dialog).findByText('Polite and on time.')).toBeInTheDocument();
    expect(within(dialog).getByText('Client')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'View profile' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/en/messages/sophie'));
  });
});
