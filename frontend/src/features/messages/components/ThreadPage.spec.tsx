import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeConsent } from '@/features/consent';
import { aUser, mockApi, signedIn } from '@/test/api-mock';
import { renderAt } from '@/test/render';
import { conversationKeys } from '../api/keys';
import type { Message } from '../api/schemas';
import { aConversation, aMessage, answerPages, aThread, ME, SOPHIE } from '../test-fixtures';

const user = userEvent.setup({ delay: null });
const THREAD = '/api/conversations/username/sophie';
/** 12:00 local time, so "today" and "yesterday" do not depend on when the suite runs. */
const NOON = new Date(2026, 2, 10, 12, 0);
const minutesAfterNoon = (minutes: number) => new Date(NOON.getTime() + minutes * 60_000);

const log = () => screen.findByRole('log', { name: 'Messages with sophie' });
const field = () => screen.findByRole('textbox', { name: 'Message to sophie' });
const blockTexts = (block: HTMLElement) =>
  Array.from(block.querySelectorAll('div'))
    .filter((element) => element.children.length === 0 && element.textContent && !element.closest('[aria-hidden]'))
    .map((element) => element.textContent);

describe('a conversation', () => {
  beforeEach(() => {
    writeConsent(false);
    // Only the clock: timers stay real for the data layer and user events.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(minutesAfterNoon(120));
  });
  afterEach(() => vi.useRealTimers());

  it('groups messages into sender blocks, with a time when more than 15 minutes passed', async () => {
    const yesterday = new Date(NOON.getTime() - 24 * 60 * 60_000);
    const messages = [
      aMessage('m0', SOPHIE._id, 'Hi from yesterday', yesterday),
      aMessage('m1', SOPHIE._id, 'Hello!', minutesAfterNoon(0)),
      aMessage('m2', SOPHIE._id, 'Are you free tonight?', minutesAfterNoon(5)),
      aMessage('m3', ME, 'Yes, around 8', minutesAfterNoon(6)),
      aMessage('m4', ME, 'Is that good for you?', minutesAfterNoon(21)), // 15 min exactly: same block
      aMessage('m5', ME, 'Still there?', minutesAfterNoon(40)), // 19 min: new block, with a time
    ];
    mockApi({ ...signedIn(aUser()), 'POST /api/messages/mark-as-read': { status: 200, body: aConversation() } });
    answerPages(THREAD, () => aThread([messages]));
    await renderAt('/en/messages/sophie');

    const blocks = within(await log()).getAllByRole('group');
    expect(blocks.map((block) => block.getAttribute('aria-label'))).toEqual([
      'Messages from sophie',
      'Messages from sophie',
      'Your messages',
      'Your messages',
    ]);
    expect(blockTexts(blocks[1]!)).toEqual(['Hello!', 'Are you free tonight?']);
    expect(blockTexts(blocks[2]!)).toEqual(['Yes, around 8', 'Is that good for you?']);
    expect(blockTexts(blocks[3]!)).toEqual(['Still there?']);

    const times = blocks.map((block) => block.querySelector('time')?.textContent ?? null);
    // Yesterday: date and time; today: the time only; no time inside a run of close messages.
    expect(times[0]).toMatch(/^Mar 9, \d{1,2}:\d{2}\s?[ap]\.m\.$/);
    expect(times[1]).toMatch(/^12:00\s?p\.m\.$/);
    expect(times[2]).toBeNull();
    expect(times[3]).toMatch(/^12:40\s?p\.m\.$/);
  });

  it('sends the trimmed text with Enter; Shift+Enter starts a new line', async () => {
    const sent = aMessage('m-new', ME, 'Bonjour\nà ce soir', minutesAfterNoon(120));
    const calls = mockApi({
      ...signedIn(aUser()),
      [`POST ${THREAD}`]: { status: 201, body: sent },
    });
    answerPages(THREAD, () => aThread([[aMessage('m1', SOPHIE._id, 'Hello!', minutesAfterNoon(0))]]));
    await renderAt('/en/messages/sophie');

    await user.type(await field(), '  Bonjour{Shift>}{Enter}{/Shift}à ce soir  ');
    expect(await field()).toHaveValue('  Bonjour\nà ce soir  ');
    expect(calls.some((call) => call.method === 'POST' && call.url === THREAD)).toBe(false);

    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(calls.find((call) => call.url === THREAD)?.body).toEqual({ body: 'Bonjour\nà ce soir' }),
    );
    expect(await field()).toHaveValue('');
    expect(await within(await log()).findByText(/Bonjour/)).toBeInTheDocument();
  });

  it('does not send an empty message, nor one over 2000 characters', async () => {
    const calls = mockApi(signedIn(aUser()));
    answerPages(THREAD, () => aThread([[]], { conversation: null }));
    await renderAt('/en/messages/sophie');
    expect(await screen.findByText('Say hello to sophie')).toBeInTheDocument();

    await user.type(await field(), '   {Enter}');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    await user.clear(await field());
    await user.click(await field());
    await user.paste('x'.repeat(2001));
    expect(await screen.findByText('A message has at most 2000 characters.')).toBeInTheDocument();
    expect(screen.getByText('2001 / 2000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('keeps the text and explains when the other member has blocked the conversation', async () => {
    mockApi({
      ...signedIn(aUser()),
      [`POST ${THREAD}`]: { status: 403, body: { msg: 'blocked', code: 'blocked' } },
    });
    answerPages(THREAD, () => aThread([[]]));
    await renderAt('/en/messages/sophie');
    await user.type(await field(), 'Hello?{Enter}');
    expect(await screen.findByText('sophie is not accepting your messages in this conversation.')).toBeInTheDocument();
    await waitFor(async () => expect(await field()).toHaveValue('Hello?'));
  });

  it('marks the conversation read when it opens, and again when a message arrives while open', async () => {
    let messages: Message[] = [aMessage('m1', SOPHIE._id, 'Hello!', minutesAfterNoon(0), false)];
    const calls = mockApi({
      ...signedIn(aUser()),
      'POST /api/messages/mark-as-read': { status: 200, body: aConversation() },
    });
    answerPages(THREAD, () => aThread([messages]));
    const { queryClient } = await renderAt('/en/messages/sophie');
    const markings = () => calls.filter((call) => call.url === '/api/messages/mark-as-read');
    await waitFor(() => expect(markings()).toHaveLength(1));
    expect(markings()[0]?.body).toEqual({ conversationId: 'c-sophie' });

    // What the live stream does when a message arrives: the thread is refreshed.
    messages = [...messages, aMessage('m2', SOPHIE._id, 'Are you there?', minutesAfterNoon(1), false)];
    await act(() => queryClient.invalidateQueries({ queryKey: conversationKeys.all }));
    expect(await within(await log()).findByText('Are you there?')).toBeInTheDocument();
    await waitFor(() => expect(markings()).toHaveLength(2));
  });

  it('does not mark anything read when every message is already read or mine', async () => {
    const calls = mockApi(signedIn(aUser()));
    answerPages(THREAD, () =>
      aThread([
        [
          aMessage('m1', SOPHIE._id, 'Hello!', minutesAfterNoon(0)),
          aMessage('m2', ME, 'Hi', minutesAfterNoon(1), false),
        ],
      ]),
    );
    await renderAt('/en/messages/sophie');
    await within(await log()).findByText('Hi');
    expect(calls.some((call) => call.url === '/api/messages/mark-as-read')).toBe(false);
  });

  it('loads older messages when scrolled to the top, above the ones already shown', async () => {
    const older = Array.from({ length: 5 }, (_, index) =>
      aMessage(`old${index}`, SOPHIE._id, `Older ${index}`, minutesAfterNoon(index)),
    );
    const newest = Array.from({ length: 20 }, (_, index) =>
      aMessage(`new${index}`, index % 2 ? ME : SOPHIE._id, `Newer ${index}`, minutesAfterNoon(30 + index)),
    );
    mockApi(signedIn(aUser()));
    const asked = answerPages(THREAD, () => aThread([newest, older]));
    await renderAt('/en/messages/sophie');
    const thread = await log();
    await within(thread).findByText('Newer 0');
    expect(within(thread).queryByText('Older 0')).not.toBeInTheDocument();
    expect(asked).toEqual([1]);

    fireEvent.scroll(thread, { target: { scrollTop: 0 } });
    expect(await within(thread).findByText('Older 0')).toBeInTheDocument();
    expect(asked).toEqual([1, 2]);
    const texts = within(thread)
      .getAllByText(/^(Older|Newer) \d+$/)
      .map((element) => element.textContent);
    expect(texts.slice(0, 6)).toEqual(['Older 0', 'Older 1', 'Older 2', 'Older 3', 'Older 4', 'Newer 0']);
    expect(screen.getByText('This is the beginning of your conversation with sophie.')).toBeInTheDocument();
  });

  it('says when the other member cannot receive messages, instead of the composer', async () => {
    mockApi(signedIn(aUser()));
    answerPages(THREAD, () => aThread([[]], { recipient: { ...SOPHIE, messagingAvailable: false } }));
    await renderAt('/en/messages/sophie');
    expect(await screen.findByText('sophie cannot receive messages at the moment.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message to sophie' })).not.toBeInTheDocument();
  });

  it('says when messaging is off on the reader’s own account', async () => {
    mockApi(signedIn(aUser({ messaging: false })));
    answerPages(THREAD, () => aThread([[]]));
    await renderAt('/messages/sophie');
    expect(
      await screen.findByText(/La messagerie n’est pas disponible sur votre compte pour le moment/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows a conversation the other member blocked as closed', async () => {
    mockApi(signedIn(aUser()));
    answerPages(THREAD, () => aThread([[]], { conversation: aConversation({ blocker: SOPHIE._id }) }));
    await renderAt('/en/messages/sophie');
    expect(await screen.findByText('sophie is not accepting your messages in this conversation.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('lets the reader unblock a conversation they blocked, with the toast', async () => {
    let blocker: string | null = ME;
    const calls = mockApi({
      ...signedIn(aUser()),
      'PATCH /api/conversations/c-sophie/block': () => {
        blocker = null;
        return { status: 200, body: aConversation() };
      },
    });
    answerPages(THREAD, () => aThread([[]], { conversation: aConversation({ blocker }) }));
    await renderAt('/en/messages/sophie');
    expect(await screen.findByText('You blocked sophie. Unblock them to write again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('Member unblocked.')).toBeInTheDocument();
    expect(await field()).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ unblock: true });
  });

  it('says so when the member does not exist', async () => {
    mockApi(signedIn(aUser()));
    await renderAt('/en/messages/nobody');
    expect(await screen.findByText('This member does not exist')).toBeInTheDocument();
  });
});
