import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { writeConsent } from '@/features/consent';
import { aUser, mockApi, signedIn, type MockAnswer } from '@/test/api-mock';
import { currentUrl, renderAt } from '@/test/render';
import { aConversation, aPage, ME, SOPHIE } from '../test-fixtures';

const user = userEvent.setup({ delay: null });
const list = () => screen.findByRole('list', { name: 'Conversations' });
const row = async (name: RegExp) => within(await list()).findByRole('link', { name });

describe('the conversations page', () => {
  beforeEach(() => writeConsent(false));

  it('shows a conversation as unread only when its last message is theirs and unread', async () => {
    const theirs = aConversation({ unread: 2 });
    const mine = aConversation({
      _id: 'c-mine',
      recipient: { ...SOPHIE, _id: 'u-lea', username: 'lea' },
      lastMessage: { _id: 'm2', sender: ME, body: 'Hello Léa', timestamp: new Date().toISOString(), read: false },
      unread: 0,
    });
    const read = aConversation({
      _id: 'c-read',
      recipient: { ...SOPHIE, _id: 'u-max', username: 'max' },
      lastMessage: { _id: 'm3', sender: 'u-max', body: 'Thanks', timestamp: new Date().toISOString(), read: true },
      unread: 0,
    });
    mockApi({ ...signedIn(aUser()), 'GET /api/conversations': { status: 200, body: aPage([theirs, mine, read]) } });
    await renderAt('/en/messages');

    expect(await row(/^sophie.*unread messages: 2/)).toHaveAttribute('href', '/en/messages/sophie');
    expect(await row(/^lea/)).not.toHaveAccessibleName(/unread/);
    expect(await row(/^lea/)).toHaveAccessibleName(/You: Hello Léa/);
    expect(await row(/^max/)).not.toHaveAccessibleName(/unread/);
  });

  it('counts unread messages on a row up to 99, then 99+', async () => {
    mockApi({
      ...signedIn(aUser()),
      'GET /api/conversations': { status: 200, body: aPage([aConversation({ unread: 120 })]) },
    });
    await renderAt('/en/messages');
    expect(within(await row(/^sophie/)).getByText('99+')).toBeInTheDocument();
  });

  it('archives a conversation: toast, and it leaves the inbox', async () => {
    let archived = false;
    const calls = mockApi({
      ...signedIn(aUser()),
      'GET /api/conversations': () => ({ status: 200, body: aPage(archived ? [] : [aConversation()]) }),
      'PATCH /api/conversations/c-sophie/archive': () => {
        archived = true;
        return { status: 200, body: aConversation({ archived: true }) };
      },
    });
    await renderAt('/en/messages');
    await user.click(await screen.findByRole('button', { name: 'Actions for the conversation with sophie' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Archive' }));

    expect(await screen.findByText('Conversation archived.')).toBeInTheDocument();
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.url)).toEqual([
      '/api/conversations/c-sophie/archive',
    ]);
  });

  it('blocks after confirmation and unblocks, each with its toast', async () => {
    let blocker: string | null = null;
    const block = (body: unknown): MockAnswer => {
      blocker = (body as { unblock?: boolean }).unblock ? null : ME;
      return { status: 200, body: aConversation({ blocker }) };
    };
    const calls = mockApi({
      ...signedIn(aUser()),
      'GET /api/conversations': () => ({ status: 200, body: aPage([aConversation({ blocker })]) }),
      'PATCH /api/conversations/c-sophie/block': block,
    });
    await renderAt('/en/messages');
    await user.click(await screen.findByRole('button', { name: 'Actions for the conversation with sophie' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block sophie?' });
    // True to what sophie then sees ("… is not accepting your messages in this conversation"): she is told.
    expect(dialog).toHaveAccessibleDescription(/They will see that you are not accepting their messages here\.$/);
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Member blocked.')).toBeInTheDocument();
    expect(await row(/Blocked/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Actions for the conversation with sophie' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Unblock' }));
    expect(await screen.findByText('Member unblocked.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([{}, { unblock: true }]);
  });

  it('shows the default error, in French, when archiving fails', async () => {
    mockApi({
      ...signedIn(aUser()),
      'GET /api/conversations': { status: 200, body: aPage([aConversation()]) },
      'PATCH /api/conversations/c-sophie/archive': { status: 500, body: { msg: 'boom', code: 'internal' } },
    });
    await renderAt('/messages');
    await user.click(await screen.findByRole('button', { name: 'Actions pour la conversation avec sophie' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Archiver' }));
    expect(await screen.findByText('Une erreur est survenue. Veuillez réessayer dans un instant.')).toBeInTheDocument();
  });

  it('shows the archived conversations in their own view, kept in the address', async () => {
    const calls = mockApi({
      ...signedIn(aUser()),
      'GET /api/conversations': { status: 200, body: aPage([aConversation()]) },
      'GET /api/conversations/archived': { status: 200, body: aPage([]) },
    });
    const { router } = await renderAt('/en/messages');
    await list();
    await user.click(screen.getByRole('tab', { name: 'Archived' }));
    expect(await screen.findByText('No archived conversations')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/en/messages?archivedConversations=open');
    expect(calls.some((call) => call.url === '/api/conversations/archived?page=1')).toBe(true);
  });

  it('pages through conversations ten at a time', async () => {
    const calls = mockApi({
      ...signedIn(aUser()),
      'GET /api/conversations': { status: 200, body: aPage([aConversation()], 1, 3) },
    });
    const { router } = await renderAt('/en/messages');
    await list();
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(calls.some((call) => call.url === '/api/conversations?page=2')).toBe(true));
    expect(currentUrl(router)).toBe('/en/messages?page=2');
  });

  it('hides messages from ghost members, without asking the API', async () => {
    const calls = mockApi(signedIn(aUser({ ghost: true })));
    await renderAt('/en/messages');
    expect(await screen.findByText('Messages are hidden in ghost mode')).toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/conversations'))).toBe(false);
  });

  it('sends visitors to log in first', async () => {
    mockApi();
    const { router } = await renderAt('/en/messages');
    await waitFor(() => expect(currentUrl(router)).toBe(`/en/login?next=${encodeURIComponent('/en/messages')}`));
  });
});
