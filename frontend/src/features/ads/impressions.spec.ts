import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adLink } from './components/AdBlockView';

/** An IntersectionObserver the test drives: `show()` puts every watched element half on screen. */
const watched: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
class FakeObserver {
  constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {}
  observe() {
    watched.push(this.callback);
  }
  disconnect() {}
}
const show = () => watched.splice(0).forEach((callback) => callback([{ isIntersecting: true }]));

let sent: unknown[];
beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  sent = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return new Response(null, { status: 202 });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('reporting seen blocks (docs/product.md §6 counting ads)', () => {
  it('reports the tokens the server signed, each once, never a block or a placement of its own', async () => {
    const { observeImpression } = await import('./impressions');
    const element = document.createElement('a');
    observeImpression(element, 'token-a');
    observeImpression(element, 'token-b');
    show();
    // The same draw seen again (a page revisited from the cache) is not reported twice.
    observeImpression(element, 'token-a');
    show();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual([{ tokens: ['token-a', 'token-b'] }]);
  });

  it('sends at most 24 tokens a request, as the server takes them', async () => {
    const { observeImpression } = await import('./impressions');
    const element = document.createElement('a');
    for (let index = 0; index < 30; index++) observeImpression(element, `token-${index}`);
    show();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent.map((body) => (body as { tokens: string[] }).tokens.length)).toEqual([24, 6]);
  });
});

describe('adLink', () => {
  it('carries the draw’s token to /go, so the click counts once for what was drawn', () => {
    expect(adLink({ _id: 'b1', token: 'eyJp.x-y_z' })).toBe('/go/b1?t=eyJp.x-y_z');
  });
});
