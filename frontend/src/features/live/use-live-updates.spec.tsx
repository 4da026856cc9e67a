import { act, screen, waitFor, within } from '@testing-library/react';
import type { QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeConsent } from '@/features/consent';
import { conversationKeys } from '@/features/messages';
import { notificationKeys } from '@/features/notifications';
import { isLiveConnected } from '@/lib/live-status';
import { aUser, mockApi, signedIn } from '@/test/api-mock';
import { renderAt } from '@/test/render';

/** A stand-in for the browser's EventSource that the test drives: open, events, failures. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  send(kind: 'message' | 'notification' | 'payment') {
    // The site reads only the event's name: whatever changed, the screens showing it read it again.
    this.dispatchEvent(new Event(kind));
  }
  fail(closed: boolean) {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.dispatchEvent(new Event('error'));
  }
}

const open = () => FakeEventSource.instances.filter((source) => source.readyState !== FakeEventSource.CLOSED);

describe('live updates', () => {
  beforeEach(() => {
    writeConsent(false);
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => vi.useRealTimers());

  it('opens one stream for the whole app, and refreshes what each event concerns at once', async () => {
    let unread = 0;
    let notifications = 0;
    const calls = mockApi({
      ...signedIn(aUser()),
      'GET /api/conversations': () => ({
        status: 200,
        body: {
          data: Array.from({ length: unread }, (_, index) => ({
            _id: `c${index}`,
            recipient: { _id: `u${index}` },
            lastMessage: { sender: `u${index}`, read: false },
          })),
        },
      }),
      'GET /api/notifications': () => ({
        status: 200,
        body: { data: [], extraData: { total: notifications, unread: notifications } },
      }),
    });
    const { queryClient } = await renderAt('/en/faq');
    const topBar = screen.getByRole('navigation', { name: 'Main navigation' });
    // The first answers are in: an event now is news, not something the first fetch already covers.
    const loaded = (key: QueryKey) => queryClient.getQueryState(key)?.status === 'success';
    await waitFor(() => expect(loaded(conversationKeys.unreadCount) && loaded(notificationKeys.list('en'))).toBe(true));
    expect(FakeEventSource.instances.map((source) => source.url)).toEqual(['/api/events/stream']);
    act(() => FakeEventSource.instances[0]!.open());
    expect(isLiveConnected()).toBe(true);

    unread = 3;
    act(() => FakeEventSource.instances[0]!.send('message'));
    expect(await within(topBar).findByRole('link', { name: 'Messages, unread conversations: 3' })).toBeInTheDocument();

    notifications = 2;
    const before = calls.filter((call) => call.url.startsWith('/api/notifications')).length;
    act(() => FakeEventSource.instances[0]!.send('notification'));
    expect(await within(topBar).findByRole('button', { name: 'Notifications, unread: 2' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url.startsWith('/api/notifications')).length).toBe(before + 1);
    // Navigating keeps the same stream: the subscription belongs to the app, not to a page.
    expect(open()).toHaveLength(1);
  });

  it('falls back to polling while the stream is down, and catches up when it is back', async () => {
    const calls = mockApi({
      ...signedIn(aUser()),
      'GET /api/conversations': { status: 200, body: { data: [] } },
      'GET /api/notifications': { status: 200, body: { data: [], extraData: { total: 0, unread: 0 } } },
    });
    await renderAt('/en/faq');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const source = FakeEventSource.instances[0]!;
    act(() => source.open());
    act(() => source.fail(false));
    expect(isLiveConnected()).toBe(false);

    const fetches = () => calls.filter((call) => call.url.startsWith('/api/conversations')).length;
    const before = fetches();
    act(() => source.open());
    // Back after a drop: what was sent meanwhile is lost, so everything the stream covers is read again.
    await waitFor(() => expect(fetches()).toBe(before + 1));
    expect(isLiveConnected()).toBe(true);
  });

  it('opens a new stream later when the server closed it for good', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    mockApi(signedIn(aUser()));
    await renderAt('/en/faq');
    await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    act(() => FakeEventSource.instances[0]!.fail(true));
    expect(isLiveConnected()).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(open()).toHaveLength(1);
  });

  it('reads the balance again when a crypto payment changes, so credits show at once', async () => {
    let credits = 0;
    mockApi({ 'GET /api/user': () => ({ status: 200, body: aUser({ credits }) }) });
    const { queryClient } = await renderAt('/en/faq');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    act(() => FakeEventSource.instances[0]!.open());
    await waitFor(() => expect(queryClient.getQueryData<{ credits: number }>(['user'])?.credits).toBe(0));

    credits = 60;
    act(() => FakeEventSource.instances[0]!.send('payment'));
    await waitFor(() => expect(queryClient.getQueryData<{ credits: number }>(['user'])?.credits).toBe(60));
  });

  it('opens no stream for visitors', async () => {
    mockApi();
    await renderAt('/en/faq');
    await screen.findAllByRole('link', { name: /Log in/ });
    expect(FakeEventSource.instances).toHaveLength(0);
  });
});
