import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { renderAt } from '@/test/render';
import { PageErrorBoundary } from './PageErrorBoundary';

function BrokenPage(): never {
  throw new Error('profile is undefined');
}

describe('page error fallback', () => {
  it('replaces a crashing page by the fallback, without buttons, and reports the error', async () => {
    const calls = mockApi({ 'POST /api/errors': { status: 204 } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderAt('/en/broken', {
      routes: [
        {
          path: '/en/broken',
          element: (
            <PageErrorBoundary resetKey="/en/broken">
              <BrokenPage />
            </PageErrorBoundary>
          ),
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'This page could not be displayed' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.url === '/api/errors')).toBe(true));
    const report = calls.find((call) => call.url === '/api/errors')?.body as {
      error: string;
      trace: string;
      url: string;
    };
    expect(report.error).toBe('Error: profile is undefined');
    // The error's own stack first (its first frame groups the report), then React's component stack.
    expect(report.trace).toMatch(/^Error: profile is undefined\n\s+at BrokenPage/);
    expect(report.trace.split('at BrokenPage').length).toBeGreaterThan(2);
    expect(report.url).toBe(window.location.href);
  });
});
