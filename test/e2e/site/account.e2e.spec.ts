import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { gone, screenshot, seriousAccessibilityViolations, shown, where } from './browser';
import { logInOnQuebecSite } from './logIn';
import { siteUnderTest } from './site';

/** The member account area on the Quebec site (French), as the demo escort and client use it in Chromium. */
const site = siteUnderTest('QC');

/**
 * The demo escort was approved by staff, so her first visit opens the blocking notification modal of docs/product.md §4
 * (newest unread accountApproved): she acknowledges it, as a member would, before using the page.
 */
async function acknowledgeNotification(page: Page, title: string): Promise<void> {
  const modal = await shown(page.getByRole('dialog', { name: title }), 15_000);
  await modal.getByRole('button', { name: 'J’ai compris' }).click();
  await gone(modal);
}

/**
 * axe-core's serious and critical findings inside the page's <main> (these screens); the shell around it
 * (top bar, toasts) is checked by its own journeys.
 */
const pageViolations = (page: Page) => seriousAccessibilityViolations(page, '#main');

/** A portrait picture made on the spot, so no binary fixture lives in the repository. */
const portrait = () =>
  sharp({ create: { width: 480, height: 640, channels: 3, background: { r: 196, g: 120, b: 150 } } })
    .png()
    .toBuffer();

/** The number in "Nº 12 à Ville-Marie". */
async function rankNumber(page: Page): Promise<number> {
  const text = await (await shown(page.getByText(/^Nº \d+ à Ville-Marie$/))).textContent();
  return Number(/Nº (\d+)/.exec(text ?? '')![1]);
}

describe('the member account area', () => {
  it('lets an escort shape her profile, show her availability and buy VIP with credits', async () => {
    // Staff top the escort up first, as the backoffice would (the API as admin, in the admin's session).
    const admin = await site.visit();
    await logInOnQuebecSite(admin, 'admin', '/');
    const escort = await site.visit();
    await logInOnQuebecSite(escort, 'escort', '/edit');
    const escortId = ((await (await escort.request.get('/api/user')).json()) as { _id: string })._id;
    const deposit = await admin.request.post(`/api/users/${escortId}/credits`, {
      data: { credits: 30, notify: false, reason: 'e2e: credits for a VIP purchase' },
    });
    expect(deposit.status()).toBe(201);

    // /edit: a new picture goes up and waits for moderation.
    await acknowledgeNotification(escort, 'Compte approuvé');
    await shown(escort.getByRole('heading', { level: 1, name: 'Modifier mon profil' }));
    await escort.getByTestId('gallery-file').setInputFiles({
      name: 'portrait.png',
      mimeType: 'image/png',
      buffer: await portrait(),
    });
    await shown(escort.getByText('Photo envoyée. Elle paraîtra une fois approuvée par notre équipe.'));
    const tile = await shown(escort.getByRole('listitem', { name: 'Photo 1' }));
    await shown(tile.getByText('En attente'));
    await screenshot(escort, 'account-edit-picture-pending');

    // The headline (refused past 80 characters, as the server would), and a place to be listed in.
    const headline = escort.getByLabel('Titre');
    await headline.fill('x'.repeat(81));
    await escort.getByRole('button', { name: 'Enregistrer mon profil' }).click();
    await shown(escort.getByText('Utilisez au plus 80 caractères. (81/80)'));
    await headline.fill('Douce et attentionnée, au centre-ville');
    await escort.getByRole('combobox', { name: 'Emplacement principal\u00a0: région' }).click();
    await escort.getByRole('option', { name: 'Montréal', exact: true }).click();
    await escort.getByRole('combobox', { name: 'Emplacement principal\u00a0: ville' }).click();
    await escort.getByRole('option', { name: 'Ville-Marie', exact: true }).click();
    await escort.getByRole('heading', { name: 'Emplacement', exact: true }).scrollIntoViewIfNeeded();
    await screenshot(escort, 'account-edit-location');
    await escort.getByRole('button', { name: 'Enregistrer mon profil' }).click();
    await shown(escort.getByText('Votre profil est enregistré.'));
    await screenshot(escort, 'account-edit-saved');
    expect(await pageViolations(escort)).toEqual([]);

    // /profile: the new headline as visitors see it, then availability moves her up the Ville-Marie listing.
    await escort.goto('/profile');
    await shown(escort.getByText('Douce et attentionnée, au centre-ville'));
    const before = await rankNumber(escort);
    await screenshot(escort, 'account-profile-unavailable');
    const available = escort.getByRole('switch', { name: 'Disponible maintenant' });
    expect(await available.isChecked()).toBe(false);
    await available.click();
    await shown(escort.getByText('Votre profil est affiché comme disponible.'));
    await expect.poll(() => rankNumber(escort), { timeout: 10_000 }).toBeLessThan(before);
    expect(await available.isChecked()).toBe(true);
    await screenshot(escort, 'account-profile-available');
    expect(await pageViolations(escort)).toEqual([]);

    // VIP for 30 days with 30 of her 90 credits.
    await escort.getByRole('button', { name: 'Devenir VIP' }).first().click();
    const vip = await shown(escort.getByRole('dialog', { name: 'VIP' }));
    expect(where(escort)).toBe('/profile?modal=vip');
    await shown(vip.getByText('90 crédits'));
    await screenshot(escort, 'account-vip-modal');
    await vip.getByRole('button', { name: 'Acheter 30 jours pour 30 crédits' }).click();
    await shown(escort.getByText('Vous êtes VIP pour 30 jours de plus.'));
    await gone(vip);

    // The history shows the purchase and the balance after it.
    await escort.goto('/transaction-history');
    await shown(escort.getByRole('heading', { level: 1, name: 'Historique des crédits' }));
    expect(await escort.getByTestId('balance').textContent()).toBe('60 crédits');
    const rows = escort.getByRole('table', { name: 'Historique des crédits' }).getByRole('row');
    const newest = rows.nth(1).getByRole('cell');
    expect(await newest.nth(1).textContent()).toBe('Achat de VIP');
    expect(await newest.nth(2).textContent()).toBe('−30');
    expect(await newest.nth(3).textContent()).toBe('60');
    const previous = rows.nth(2).getByRole('cell');
    expect(await previous.nth(2).textContent()).toBe('+30');
    expect(await previous.nth(3).textContent()).toBe('90');
    await screenshot(escort, 'account-transaction-history');
    expect(await pageViolations(escort)).toEqual([]);
  });

  it('gives a client no availability switch (a libertine one), and her own data from the settings', async () => {
    const client = await site.visit();
    await logInOnQuebecSite(client, 'client', '/profile');
    await shown(client.getByRole('heading', { level: 1, name: 'Mon profil' }));
    await shown(client.getByRole('heading', { name: 'Tel que les visiteurs le voient' }));
    expect(await client.getByRole('switch', { name: 'Disponible maintenant' }).count()).toBe(0);
    expect(await client.getByRole('switch', { name: 'Mode fantôme' }).count()).toBe(0);
    await screenshot(client, 'account-profile-client');

    await client.getByRole('link', { name: 'Paramètres' }).click();
    await shown(client.getByRole('heading', { level: 1, name: 'Paramètres' }));
    await screenshot(client, 'account-settings');
    expect(await pageViolations(client)).toEqual([]);
    const download = client.waitForEvent('download');
    await client.getByRole('link', { name: 'Télécharger mes données' }).click();
    const file = await (await download).path();
    const data = JSON.parse(await readFile(file, 'utf8')) as { account: { username: string; email: string } };
    expect(data.account).toMatchObject({ username: 'client', email: 'client@demo.local' });

    // The same screens read in the light colour scheme too.
    const light = await site.visit({ colorScheme: 'light' });
    await logInOnQuebecSite(light, 'libertine', '/profile');
    await shown(light.getByRole('switch', { name: 'Disponible maintenant' }));
    await screenshot(light, 'account-profile-libertine-light');
    expect(await pageViolations(light)).toEqual([]);
  });
});
