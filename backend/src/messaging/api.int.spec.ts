import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isConversationUnread, type ConversationDto, type MessageDto } from '@annuaire/shared';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';
import { directoryFixture } from '../../../test/directory';

interface Page<T> {
  data: T[];
  extraData: { page: number; pageSize: number; total: number; pages: number };
}
interface Thread extends Page<MessageDto> {
  conversation: ConversationDto | null;
}

let api: TestApi;
const clients = new Map<string, TestClient>();
const ids = new Map<string, string>();
const as = (username: string) => clients.get(username)!;
const send = (from: string, to: string, body: string) =>
  as(from).request<MessageDto & { code?: string }>('POST', `/api/conversations/username/${to}`, { body });
const list = (who: string, path = '/api/conversations') => as(who).request<Page<ConversationDto>>('GET', path);

beforeAll(async () => {
  api = await startTestApi();
  for (const username of ['admin', 'client', 'escort', 'libertine', 'moderator']) {
    clients.set(username, await api.as(username));
    ids.set(username, (await as(username).request<{ _id: string }>('GET', '/api/user')).body._id);
  }
  const fixture = directoryFixture(api);
  for (let n = 1; n <= 11; n++) await fixture.add({ username: `reader${n}` });
  await fixture.add({ username: 'amy' });
  await fixture.settle();
});
afterAll(async () => {
  await api?.close();
});

describe('POST /api/conversations/username/{username}', () => {
  it('answers 401 without a session', async () => {
    expect((await api.client().request('POST', '/api/conversations/username/amy', { body: 'hi' })).status).toBe(401);
  });

  it('creates the conversation on the first message and answers 201 with the message', async () => {
    const { status, body } = await send('moderator', 'amy', '  Bonjour Amy  ');
    expect(status).toBe(201);
    expect(body).toMatchObject({ sender: ids.get('moderator'), body: 'Bonjour Amy', read: false });
    const again = await send('moderator', 'amy', 'Encore moi');
    expect(again.body.conversation).toBe(body.conversation);
  });

  it('refuses empty, oversized and self messages with 400, and unknown members with 404', async () => {
    expect((await send('moderator', 'amy', '   ')).status).toBe(400);
    const long = await send('moderator', 'amy', 'x'.repeat(2001));
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ code: 'invalid_request', msg: expect.stringContaining('body') });
    expect((await send('moderator', 'amy', `  ${'x'.repeat(2000)}  `)).status).toBe(201);
    expect((await send('moderator', 'moderator', 'me')).body).toMatchObject({ code: 'cannot_message_self' });
    expect((await send('moderator', 'moderator', 'me')).status).toBe(400);
    expect((await send('moderator', 'nobody-here', 'hello')).status).toBe(404);
  });
});

describe('lists and threads', () => {
  it('pages the list by 10, newest activity first', async () => {
    for (let n = 1; n <= 11; n++) expect((await send('admin', `reader${n}`, `note ${n}`)).status).toBe(201);
    const first = await list('admin');
    expect(first.body.data).toHaveLength(10);
    expect(first.body.extraData).toEqual({ page: 1, pageSize: 10, total: 11, pages: 2 });
    expect(first.body.data[0]!.recipient.username).toBe('reader11');
    expect(first.body.data[0]!.lastMessage).toMatchObject({ body: 'note 11', sender: ids.get('admin') });
    const second = await list('admin', '/api/conversations?page=2');
    expect(second.body.data.map((c) => c.recipient.username)).toEqual(['reader1']);
    // Writing again moves a conversation to the top.
    await send('admin', 'reader1', 'again');
    expect((await list('admin')).body.data[0]!.recipient.username).toBe('reader1');
  });

  it('pages a thread by 20, newest page first, each page in chronological order', async () => {
    for (let n = 1; n <= 25; n++) await send('client', 'amy', `m${n}`);
    const first = await as('client').request<Thread>('GET', '/api/conversations/username/amy');
    expect(first.status).toBe(200);
    expect(first.body.data.map((m) => m.body)).toEqual(Array.from({ length: 20 }, (_, i) => `m${i + 6}`));
    expect(first.body.extraData).toEqual({ page: 1, pageSize: 20, total: 25, pages: 2 });
    const second = await as('client').request<Thread>('GET', '/api/conversations/username/AMY?page=2');
    expect(second.body.data.map((m) => m.body)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    const none = await as('escort').request<Thread>('GET', '/api/conversations/username/amy');
    expect(none.body).toMatchObject({ conversation: null, data: [] });
    expect((await as('client').request('GET', '/api/conversations/username/nobody-here')).status).toBe(404);
  });
});

describe('unread, archive, block', () => {
  let conversationId = '';
  const escortView = async () => (await list('escort')).body.data.find((c) => c._id === conversationId);

  it('counts unread messages from the other party, and marks them read', async () => {
    const first = await send('client', 'escort', 'Salut');
    conversationId = first.body.conversation;
    await send('client', 'escort', 'Tu es là?');
    const unread = (await escortView())!;
    expect(unread).toMatchObject({ unread: 2, blocker: null, archived: false });
    expect(unread.recipient).toMatchObject({ _id: ids.get('client'), username: 'client', onlineNow: false });
    expect(isConversationUnread(unread)).toBe(true);
    // For the sender the last message is their own: not unread, whatever its read flag.
    const mine = (await list('client')).body.data.find((c) => c._id === conversationId)!;
    expect(mine.unread).toBe(0);
    expect(isConversationUnread(mine)).toBe(false);

    const read = await as('escort').request<ConversationDto>('POST', '/api/messages/mark-as-read', { conversationId });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ unread: 0, lastMessage: { read: true } });
    expect(isConversationUnread(read.body)).toBe(false);
    const message = await as('client').request<MessageDto>('GET', `/api/messages/${first.body._id}`);
    expect(message.body).toMatchObject({ _id: first.body._id, read: true, body: 'Salut' });
  });

  it('archives for the reader only, and a new message brings it back', async () => {
    const archived = await as('escort').request<ConversationDto>(
      'PATCH',
      `/api/conversations/${conversationId}/archive`,
    );
    expect(archived.body.archived).toBe(true);
    expect(await escortView()).toBeUndefined();
    const archive = await list('escort', '/api/conversations/archived');
    expect(archive.body.data.map((c) => c._id)).toEqual([conversationId]);
    expect((await list('client')).body.data.some((c) => c._id === conversationId)).toBe(true);
    await send('client', 'escort', 'Je reviens');
    expect(await escortView()).toMatchObject({ archived: false, unread: 1 });
    expect((await list('escort', '/api/conversations/archived')).body.data).toEqual([]);
  });

  it('blocks: nobody writes, only the blocker unblocks', async () => {
    const block = (who: string, body?: unknown) =>
      as(who).request<ConversationDto & { code?: string }>('PATCH', `/api/conversations/${conversationId}/block`, body);
    expect((await block('escort')).body.blocker).toBe(ids.get('escort'));
    expect(await send('client', 'escort', 'hello?')).toMatchObject({ status: 403, body: { code: 'blocked' } });
    expect(await send('escort', 'client', 'bye')).toMatchObject({
      status: 403,
      body: { code: 'conversation_blocked' },
    });
    expect(await block('client', { unblock: true })).toMatchObject({ status: 403, body: { code: 'not_blocker' } });
    expect((await block('client')).status).toBe(409);
    expect((await block('escort', { unblock: true })).body.blocker).toBeNull();
    expect((await send('client', 'escort', 'merci')).status).toBe(201);
  });

  it('answers 404 to a member outside the conversation, on every route', async () => {
    const messageId = (await send('client', 'escort', 'privé')).body._id;
    const stranger = as('libertine');
    const attempts: Array<[string, string, unknown?]> = [
      ['GET', `/api/conversations/${conversationId}`],
      ['PATCH', `/api/conversations/${conversationId}/archive`],
      ['PATCH', `/api/conversations/${conversationId}/block`],
      ['PATCH', `/api/conversations/${conversationId}/block`, { unblock: true }],
      ['POST', '/api/messages/mark-as-read', { conversationId }],
      ['GET', `/api/messages/${messageId}`],
      ['GET', '/api/conversations/no-such-conversation'],
    ];
    for (const [method, path, body] of attempts) {
      const answer = await stranger.request(method, path, body);
      expect({ path, method, status: answer.status }).toEqual({ path, method, status: 404 });
    }
    expect((await list('libertine')).body.data.some((c) => c._id === conversationId)).toBe(false);
    expect((await list('libertine', '/api/conversations/archived')).body.data).toEqual([]);
    // Nothing changed for the members.
    expect(await escortView()).toMatchObject({ archived: false, blocker: null });
  });
});
