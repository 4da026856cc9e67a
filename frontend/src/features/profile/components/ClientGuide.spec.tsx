import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeConsent } from '@/features/consent';
import { mockApi } from '@/test/api-mock';
import { aProfile } from './profile-fixture';
import { currentUrl, loadShell, renderAt } from '@/test/render';

const user = userEvent.setup({ delay: null });
// Texts and dialogs load on first opening; on a busy machine that can outlast the default waits.
const LOADING = { timeout: 10_000 };

describe('the client guide over a profile (docs/product.md §2 clientGuide)', { timeout: 30_000 }, () => {
  // The first render transforms the shell and the page on demand: done once here, outside the tests' time limit.
  beforeAll(
    () => Promise.all([loadShell(), import('./ProfilePage'), import('@/features/info/components/DocumentDialog')]),
    60_000,
  );
  beforeEach(() => writeConsent(false));

  it('?clientGuide=open opens the client guide over a profile, in French', async () => {
    mockApi({
      'GET /api/users/melanie.qc': { status: 200, body: aProfile() },
      'POST /api/views': { status: 201, body: { counted: true } },
    });
    const { router } = await renderAt('/user/melanie.qc?clientGuide=open');
    const dialog = await screen.findByRole('dialog', { name: 'Guide du client' }, LOADING);
    expect(within(dialog).getByRole('link', { name: 'Ouvrir la page complète' })).toHaveAttribute(
      'href',
      '/client-guide',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/user/melanie.qc'));
    expect(screen.getByRole('link', { name: 'Lisez le guide du client' })).toHaveAttribute('href', '/client-guide');
  });
});
