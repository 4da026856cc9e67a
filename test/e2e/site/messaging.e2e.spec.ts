import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gone, PHONE, screenshot, seriousAccessibilityViolations, shown, where } from './browser';
import { siteUnderTest } from './site';

/** Messaging and notifications on the Quebec site, in French, between the demo members (README). */
const site = siteUnderTest('QC');

const PASSWORD = 'demo-password';
const topBar = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });
const cookieDialog = (page: Page) => page.getByRole('region', { name: 'Vos choix de confidentialité' });
const thread = (page: Page, username: string) => page.getByRole('log', { name: `Messages avec ${username}` });
const composer = (page: Page, username: string) => page.getByRole('textbox', { name: `Message à ${username}` });

/** Logs a demo member in through the form (the real captcha is solved in the page). */
async function logIn(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await (await shown(cookieDialog(page))).getByRole('button', { name: 'Essentiels seulement', exact: true }).click();
  await gone(cookieDialog(page));
  await shown(page.getByRole('heading', { name: 'Bon retour' }));
  await page.getByLabel('Nom d’utilisateur ou courriel').fill(username);
  await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

async function logInMember(page: Page, username: string): Promise<void> {
  await logIn(page, username);
  // The bell is the members' sign at every screen width (the profile button is in the bottom bar on phones).
  await shown(topBar(page).getByRole('button', { name: /^Notifications/ }), 60_000);
}

/** A page that has not reloaded since `markPage` still carries the mark. */
const markPage = (page: Page) => page.evaluate('window.e2eMark = true');
const stillSamePage = (page: Page) => page.evaluate('window.e2eMark === true');

describe('messaging on the Quebec site', () => {
  it('lets two members write to each other, each seeing the other’s message without reloading', async () => {
    const client = await site.visit();
    const escort = await site.visit();
    await logInMember(client, 'client');
    await logIn(escort, 'escort');
    // The escort was approved when the demo accounts were made: that news interrupts her once (docs/product.md §4),
    // right as she arrives, and hides the page behind it until she acknowledges it.
    const approved = await shown(escort.getByRole('dialog', { name: 'Compte approuvé' }), 60_000);
    await screenshot(escort, 'messaging-escort-account-approved-modal');
    await approved.getByRole('button', { name: 'J’ai compris' }).click();
    await gone(approved);

    await escort.goto('/messages');
    await shown(escort.getByRole('heading', { level: 1, name: 'Messages' }));
    await shown(escort.getByText('Aucune conversation pour l’instant'));
    await markPage(escort);

    await client.goto('/messages/escort');
    await shown(client.getByText('Dites bonjour à escort'));
    await composer(client, 'escort').fill('Bonjour! Êtes-vous disponible ce soir vers 20 h?');
    await composer(client, 'escort').press('Enter');
    await shown(thread(client, 'escort').getByText('Bonjour! Êtes-vous disponible ce soir vers 20 h?'));
    await expect.poll(() => composer(client, 'escort').inputValue()).toBe('');

    // The escort's open list gets the new conversation, unread, and her badge counts it: no reload.
    const list = escort.getByRole('list', { name: 'Conversations' });
    const row = list.getByRole('link', { name: /^client.*messages non lus/ });
    await shown(row, 15_000);
    await shown(topBar(escort).getByRole('link', { name: 'Messages, conversations non lues\u00a0: 1' }));
    expect(await stillSamePage(escort)).toBe(true);
    await screenshot(escort, 'messaging-escort-list-unread');
    expect(await seriousAccessibilityViolations(escort)).toEqual([]);

    await row.click();
    await shown(thread(escort, 'client').getByText('Bonjour! Êtes-vous disponible ce soir vers 20 h?'));
    expect(where(escort)).toBe('/messages/client');
    // Opening it marks it read: the badge goes.
    await shown(topBar(escort).getByRole('link', { name: 'Messages', exact: true }));
    await markPage(client);

    await composer(escort, 'client').fill('Bonsoir! Oui, je suis libre.');
    await composer(escort, 'client').press('Shift+Enter');
    await composer(escort, 'client').pressSequentially('À quelle adresse?');
    await composer(escort, 'client').press('Enter');
    await shown(thread(escort, 'client').getByText(/Bonsoir! Oui, je suis libre\.\s+À quelle adresse\?/));

    await shown(thread(client, 'escort').getByText(/Bonsoir! Oui, je suis libre\.\s+À quelle adresse\?/), 15_000);
    expect(await stillSamePage(client)).toBe(true);
    await screenshot(client, 'messaging-client-thread');
    await screenshot(escort, 'messaging-escort-thread');
    expect(await seriousAccessibilityViolations(client)).toEqual([]);

    // The escort blocks the conversation (confirmed first): the toast of docs/product.md §8, and the composer gives way.
    await escort.getByRole('button', { name: 'Actions pour la conversation avec client' }).click();
    await escort.getByRole('menuitem', { name: 'Bloquer' }).click();
    const confirm = await shown(escort.getByRole('dialog', { name: 'Bloquer client?' }));
    await confirm.getByRole('button', { name: 'Bloquer' }).click();
    await shown(escort.getByText('Membre bloqué.'));
    await shown(escort.getByText('Vous avez bloqué client. Débloquez cette personne pour écrire de nouveau.'));
    await screenshot(escort, 'messaging-escort-blocked');

    // The client's open page learns it on their next send (a block sends no live event): refused and explained.
    await composer(client, 'escort').fill('Allô?');
    await composer(client, 'escort').press('Enter');
    await shown(client.getByText('escort n’accepte pas vos messages dans cette conversation.').first());
    await shown(client.getByRole('status').getByText('escort n’accepte pas vos messages dans cette conversation.'));
    await screenshot(client, 'messaging-client-blocked');

    await escort.getByRole('button', { name: 'Débloquer' }).click();
    await shown(escort.getByText('Membre débloqué.'));
    await shown(composer(escort, 'client'));

    // The same conversation on a phone, in English.
    const phone = await site.visit({ viewport: PHONE });
    await logInMember(phone, 'client');
    await phone.goto('/en/messages/escort');
    await shown(phone.getByRole('log', { name: 'Messages with escort' }).getByText(/Bonsoir! Oui, je suis libre/));
    await screenshot(phone, 'messaging-client-thread-phone-en');
    await phone.goto('/en/messages');
    await shown(phone.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /^escort/ }));
    await screenshot(phone, 'messaging-client-list-phone-en');
  });

  it('shows the blocking modal once after a staff deposit with notify, and not again after a reload', async () => {
    const member = await site.visit();
    await logInMember(member, 'client');
    const { _id: memberId } = (await (await member.request.get('/api/user')).json()) as { _id: string };
    await member.goto('/faq');
    await shown(member.getByRole('heading', { level: 1, name: 'Foire aux questions' }));
    await markPage(member);

    const admin = await site.visit();
    await logIn(admin, 'admin');
    await admin.waitForURL((url) => url.pathname === '/hq', { waitUntil: 'load' });
    const deposit = await admin.request.post(`/api/users/${memberId}/credits`, {
      data: { credits: 30, notify: true, reason: 'Paiement Interac reçu (test de bout en bout)' },
    });
    expect(deposit.status()).toBe(201);

    // The notification reaches the open page live, and interrupts the member once.
    const modal = await shown(member.getByRole('dialog', { name: 'Crédits ajoutés' }), 15_000);
    expect(await stillSamePage(member)).toBe(true);
    await shown(modal.getByText('Votre solde de crédits a été mis à jour. Merci de votre achat!'));
    await screenshot(member, 'messaging-credits-blocking-modal');
    await modal.getByRole('button', { name: 'J’ai compris' }).click();
    await gone(modal);

    // It was marked read as it opened: the bell has nothing unread, and the list shows it as read.
    await shown(topBar(member).getByRole('button', { name: 'Notifications', exact: true }));
    await topBar(member).getByRole('button', { name: 'Notifications', exact: true }).click();
    const popover = await shown(member.getByRole('dialog', { name: 'Notifications' }));
    await shown(popover.getByRole('button', { name: /^Crédits ajoutés/ }));
    await screenshot(member, 'messaging-notifications-popover');
    await member.keyboard.press('Escape');
    await gone(popover);

    const notificationsRead = member.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/notifications',
    );
    await member.reload();
    await notificationsRead;
    await shown(member.getByRole('heading', { level: 1, name: 'Foire aux questions' }));
    await member.waitForTimeout(1_500);
    expect(await member.getByRole('dialog').count()).toBe(0);
  });
});
