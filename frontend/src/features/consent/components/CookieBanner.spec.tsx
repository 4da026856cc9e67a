import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { aUser, mockApi, signedIn } from '@/test/api-mock';
import { renderAt, testQueryClient } from '@/test/render';
import { GUEST_AT_FIRST_PAINT_KEY, readConsent, shouldOfferCookieBanner, writeConsent } from '../consent-store';

/** No artificial delay between keystrokes: the forms do not debounce typing. */
const user = userEvent.setup({ delay: null });
const consentKey = `${env.VITE_STORAGE_PREFIX}cookieConsent`;
const banner = (name = 'Vos choix de confidentialité') => screen.findByRole('region', { name });

/** A user check that never answers, as on a slow connection: only the page's own hint can show the banner. */
const userCheckPending = () => mockApi({ 'GET /api/user': () => new Promise<never>(() => undefined) as never });

describe('cookie banner', () => {
  it('is a banner, not a dialog: shown to a visitor without taking focus, and Accept stores true', async () => {
    mockApi();
    await renderAt('/');
    const region = await banner();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(region).not.toContainElement(document.activeElement as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Tout accepter' }));
    expect(window.localStorage.getItem(consentKey)).toBe('true');
    await waitFor(() => expect(region).not.toBeInTheDocument());
  });

  it('keeps every key typed while it appears: focus stays in the field', async () => {
    mockApi();
    const field = document.body.appendChild(document.createElement('input'));
    field.setAttribute('aria-label', 'typed while the page loads');
    field.focus();
    await renderAt('/');
    await user.keyboard('Mont');
    await banner();
    await user.keyboard('réal');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Montréal');
    field.remove();
  });

  it('comes first in the keyboard order after the skip link, and its buttons answer the keyboard', async () => {
    mockApi();
    await renderAt('/en/faq');
    const region = await banner('Your privacy choices');
    document.body.focus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Read the privacy policy' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Essentials only' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Accept all' })).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{/Shift}{Enter}');
    expect(readConsent()).toBe(false);
    await waitFor(() => expect(region).not.toBeInTheDocument());
    // Focus goes on from the page, not from a button that is gone.
    expect(document.getElementById('main')).toHaveFocus();
  });

  it('offers its two choices side by side and alike (Law 25: refusing as easy as accepting), with the policy', async () => {
    mockApi();
    await renderAt('/en/faq');
    const region = await banner('Your privacy choices');
    const essentials = within(region).getByRole('button', { name: 'Essentials only' });
    const accept = within(region).getByRole('button', { name: 'Accept all' });
    expect(essentials.parentElement).toBe(accept.parentElement);
    expect(essentials.className).toBe(accept.className);
    expect(within(region).getByRole('link', { name: 'Read the privacy policy' })).toHaveAttribute(
      'href',
      '/en/privacy-policy',
    );
  });

  it('stores false for the small-screen close button', async () => {
    mockApi();
    await renderAt('/en/faq');
    await user.click(await screen.findByRole('button', { name: 'Close and keep essentials only' }));
    expect(window.localStorage.getItem(consentKey)).toBe('false');
  });

  it('is there before the user check when the page was served without a session cookie', async () => {
    userCheckPending();
    const queryClient = testQueryClient();
    queryClient.setQueryData(GUEST_AT_FIRST_PAINT_KEY, true);
    await renderAt('/faq', { queryClient });
    expect(await banner()).toHaveAttribute('data-offered');
  });

  it('otherwise waits for the user check', async () => {
    userCheckPending();
    await renderAt('/faq');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Vos choix de confidentialité' })).not.toBeInTheDocument();
  });

  it('never shows to a member', async () => {
    mockApi(signedIn(aUser()));
    await renderAt('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Vos choix de confidentialité' })).not.toBeInTheDocument();
  });

  it('does not show again once a choice is stored', async () => {
    writeConsent(false);
    mockApi();
    await renderAt('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Vos choix de confidentialité' })).not.toBeInTheDocument();
  });

  it('follows the staff’s app settings: consent turned off means no banner and no footer link', async () => {
    mockApi({
      'GET /api/app-settings': { status: 200, body: { maintenanceMode: false, cookieConsentEnabled: false } },
    });
    await renderAt('/faq');
    await screen.findByRole('heading', { level: 1 });
    await screen.findByRole('link', { name: 'Lexique' });
    expect(screen.queryByRole('button', { name: 'Gérer les témoins' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Vos choix de confidentialité' })).not.toBeInTheDocument();
  });

  it('reopens from the footer link with focus on it, to change the choice', async () => {
    writeConsent(false);
    mockApi();
    await renderAt('/faq');
    await user.click(await screen.findByRole('button', { name: 'Gérer les témoins' }));
    const region = await banner();
    expect(region).toHaveFocus();
    expect(region).not.toHaveAttribute('data-offered');
    await user.click(screen.getByRole('button', { name: 'Tout accepter' }));
    expect(readConsent()).toBe(true);
  });

  it('is offered where consent is required, to visitors without a choice, known from the page or the user check', () => {
    const base = { consentEnabled: true, userChecked: true, hasUser: false, consent: null, guestAtFirstPaint: false };
    expect(shouldOfferCookieBanner(base)).toBe(true);
    expect(shouldOfferCookieBanner({ ...base, consentEnabled: false })).toBe(false);
    expect(shouldOfferCookieBanner({ ...base, userChecked: false })).toBe(false);
    expect(shouldOfferCookieBanner({ ...base, userChecked: false, guestAtFirstPaint: true })).toBe(true);
    expect(shouldOfferCookieBanner({ ...base, hasUser: true })).toBe(false);
    expect(shouldOfferCookieBanner({ ...base, consent: true })).toBe(false);
    expect(shouldOfferCookieBanner({ ...base, consent: false, guestAtFirstPaint: true })).toBe(false);
  });
});
