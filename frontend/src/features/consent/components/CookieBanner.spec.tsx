import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** No artificial delay between keystrokes: the forms do not debounce typing. */
const user = userEvent.setup({ delay: null });
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { aUser, mockApi, signedIn } from '@/test/api-mock';
import { renderAt } from '@/test/render';
import { readConsent, shouldOfferCookieDialog, writeConsent } from '../consent-store';

const consentKey = `${env.VITE_STORAGE_PREFIX}cookieConsent`;

describe('cookie dialog', () => {
  it('opens for a visitor once the user check is done, and Accept stores true', async () => {
    mockApi();
    await renderAt('/');
    const dialog = await screen.findByRole('dialog', { name: 'Vos choix de confidentialité' });
    await user.click(screen.getByRole('button', { name: 'Tout accepter' }));
    expect(window.localStorage.getItem(consentKey)).toBe('true');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('stores false for essentials only, and for the small-screen close button', async () => {
    mockApi();
    await renderAt('/en/faq');
    await user.click(await screen.findByRole('button', { name: 'Essentials only' }));
    expect(readConsent()).toBe(false);

    window.localStorage.clear();
    mockApi();
    await renderAt('/en/faq');
    await user.click(await screen.findByRole('button', { name: 'Close and keep essentials only' }));
    expect(window.localStorage.getItem(consentKey)).toBe('false');
  });

  it('does not open for a member', async () => {
    mockApi(signedIn(aUser()));
    await renderAt('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not open again once a choice is stored', async () => {
    writeConsent(false);
    mockApi();
    await renderAt('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('follows the staff’s app settings: consent turned off means no dialog and no footer link', async () => {
    mockApi({
      'GET /api/app-settings': { status: 200, body: { maintenanceMode: false, cookieConsentEnabled: false } },
    });
    await renderAt('/faq');
    await screen.findByRole('heading', { level: 1 });
    await screen.findByRole('link', { name: 'Lexique' });
    expect(screen.queryByRole('button', { name: 'Gérer les témoins' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reopens from the footer link to change the choice', async () => {
    writeConsent(false);
    mockApi();
    await renderAt('/faq');
    await user.click(await screen.findByRole('button', { name: 'Gérer les témoins' }));
    await user.click(await screen.findByRole('button', { name: 'Tout accepter' }));
    expect(readConsent()).toBe(true);
  });

  it('is offered only where consent is required, after the user check, to visitors without a choice', () => {
    const base = { consentEnabled: true, userChecked: true, hasUser: false, consent: null };
    expect(shouldOfferCookieDialog(base)).toBe(true);
    expect(shouldOfferCookieDialog({ ...base, consentEnabled: false })).toBe(false);
    expect(shouldOfferCookieDialog({ ...base, userChecked: false })).toBe(false);
    expect(shouldOfferCookieDialog({ ...base, hasUser: true })).toBe(false);
    expect(shouldOfferCookieDialog({ ...base, consent: true })).toBe(false);
    expect(shouldOfferCookieDialog({ ...base, consent: false })).toBe(false);
  });
});
