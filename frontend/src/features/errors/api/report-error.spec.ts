import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-mock';

/** The module afresh: "once per page load" is module state, and each test is a new page load. */
async function freshPage() {
  vi.resetModules();
  return import('./report-error');
}

const reports = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => call.method === 'POST' && call.url === '/api/errors');

/** Lets the listeners' fire-and-forget requests run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function rejectionEvent(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection'), { reason });
}

beforeEach(() => {
  vi.stubEnv('VITE_RELEASE', '0.1.0+abc1234');
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('crash reports from the site', () => {
  it('reports an error no boundary caught, with its trace, the page address and the build', async () => {
    const calls = mockApi({ 'POST /api/errors': { status: 204 } });
    const { reportUnhandledErrors } = await freshPage();
    reportUnhandledErrors();
    const error = new TypeError('menu is null');
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    await settle();
    expect(reports(calls).map((call) => call.body)).toEqual([
      { error: 'TypeError: menu is null', trace: error.stack, url: window.location.href, release: '0.1.0+abc1234' },
    ]);
  });

  it('sends only the first crash of a page load, whichever way later ones come', async () => {
    const calls = mockApi({ 'POST /api/errors': { status: 204 } });
    const { reportError, reportUnhandledErrors } = await freshPage();
    reportUnhandledErrors();
    reportUnhandledErrors();
    window.dispatchEvent(rejectionEvent(new Error('first')));
    window.dispatchEvent(rejectionEvent(new Error('second')));
    window.dispatchEvent(new ErrorEvent('error', { message: 'third' }));
    await reportError(new Error('fourth'));
    await settle();
    expect(reports(calls).map((call) => (call.body as { error: string }).error)).toEqual(['Error: first']);
  });

  it('never throws and never reports again when the report itself fails', async () => {
    const calls = mockApi({ 'POST /api/errors': { status: 500, body: { msg: 'down', code: 'internal' } } });
    const { reportError, reportUnhandledErrors } = await freshPage();
    reportUnhandledErrors();
    await expect(reportError('not an Error')).resolves.toBeUndefined();
    window.dispatchEvent(new ErrorEvent('error', { message: 'after the failure' }));
    await settle();
    expect(reports(calls)).toHaveLength(1);
    expect(reports(calls)[0]!.body).toMatchObject({ error: 'not an Error', trace: '' });
  });

  it('cuts an oversized report to the bounds the API accepts', async () => {
    const calls = mockApi({ 'POST /api/errors': { status: 204 } });
    const { reportError } = await freshPage();
    await reportError(new Error('x'.repeat(5000)), 'y'.repeat(40_000));
    const body = reports(calls)[0]!.body as { error: string; trace: string };
    expect(body.error).toHaveLength(1000);
    expect(body.trace).toHaveLength(16_000);
  });
});
