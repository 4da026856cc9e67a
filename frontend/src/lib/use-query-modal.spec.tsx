import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** No artificial delay between keystrokes: the forms do not debounce typing. */
const user = userEvent.setup({ delay: null });
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { currentUrl, renderAt } from '@/test/render';
import { useQueryModal } from './use-query-modal';

function Page() {
  const { open, openModal, closeModal } = useQueryModal('verification');
  return (
    <main>
      <button onClick={openModal}>open</button>
      {open && (
        <div role="dialog" aria-label="Verification">
          <button onClick={closeModal}>close</button>
        </div>
      )}
    </main>
  );
}

const routes: RouteObject[] = [{ path: '/profile', element: <Page /> }];

describe('modal in the query string', () => {
  it('opens with ?key=open in a new history entry and closes by going back', async () => {
    mockApi();
    const { router } = await renderAt('/profile?tab=photos', { routes });
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(currentUrl(router)).toBe('/profile?tab=photos&verification=open');
    expect(screen.getByRole('dialog', { name: 'Verification' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('PUSH');

    await user.click(screen.getByRole('button', { name: 'close' }));
    expect(router.state.historyAction).toBe('POP');
    expect(currentUrl(router)).toBe('/profile?tab=photos');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with the browser back button too', async () => {
    mockApi();
    const { router } = await renderAt('/profile', { routes });
    await user.click(screen.getByRole('button', { name: 'open' }));
    await act(() => router.navigate(-1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes a modal opened by a shared link without leaving the page', async () => {
    mockApi();
    const { router } = await renderAt('/profile?verification=open&tab=photos', { routes });
    expect(screen.getByRole('dialog', { name: 'Verification' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'close' }));
    expect(currentUrl(router)).toBe('/profile?tab=photos');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
