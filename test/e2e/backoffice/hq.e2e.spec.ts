import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gone, screenshot, seriousAccessibilityViolations, shown, where } from '../site/browser';
import { siteUnderTest } from '../site/site';

/**
 * The staff area at /hq on the Quebec product (French), in Chromium, as `npm start` serves it (the start
 * builds the staff app when its sources changed). The journeys run in order: the auditor reads the
 * deposit the admin made.
 */
const site = siteUnderTest('QC');

const PASSWORD = 'demo-password';
const REASON = 'Virement Interac reçu (test de bout en bout)';
const cookieDialog = (page: Page) => page.getByRole('region', { name: 'Vos choix de confidentialité' });
const menu = (page: Page) => page.getByRole('menu');

/** Logs in through the site's form (real proof-of-work captcha), coming back to `next`. */
async function logIn(page: Page, username: string, next = '/hq'): Promise<void> {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await (await shown(cookieDialog(page))).getByRole('button', { name: 'Essentiels seulement' }).click();
  await gone(cookieDialog(page));
  await page.getByLabel('Nom d’utilisateur ou courriel').fill(username);
  await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth', {
    timeout: 60_000,
  });
  await page.getByRole('button', { name: 'Se connecter' }).click();
  expect((await answered).status()).toBe(200);
  await page.waitForURL((url) => url.pathname === next, { waitUntil: 'load' });
}

/** From the users list searched for the username (as the search box leaves it in the address), their page. */
async function openUser(page: Page, username: string): Promise<void> {
  await menu(page).getByRole('menuitem', { name: 'Membres', exact: true }).click();
  await shown(page.getByPlaceholder('Rechercher'));
  await page.goto(`/hq/users?filter=${encodeURIComponent(JSON.stringify({ q: username }))}`);
  await page.getByText(`${username}@demo.local`, { exact: true }).click();
  await shown(page.getByRole('tab', { name: 'Historique' }));
}

/** The menu's entries, by name. */
async function menuEntries(page: Page): Promise<string[]> {
  await shown(menu(page).getByRole('menuitem').first());
  return (await menu(page).getByRole('menuitem').allTextContents()).map((text) => text.trim());
}

describe('the staff area', () => {
  it('sends a logged-out visitor to the site’s login, coming back to /hq', async () => {
    const page = await site.visit();
    await page.goto('/hq');
    await page.waitForURL((url) => url.pathname === '/login', { waitUntil: 'load' });
    expect(where(page)).toBe('/login?next=%2Fhq');
  });

  it('lets an admin deposit 30 credits with notify, which the member then sees', async () => {
    const admin = await site.visit();
    await logIn(admin, 'admin');
    await shown(admin.getByRole('heading', { name: 'Bienvenue, admin' }));
    await shown(admin.getByRole('table', { name: 'Modèles de lecture' }));
    await screenshot(admin, 'hq-admin-dashboard');
    expect(await menuEntries(admin)).toEqual(
      expect.arrayContaining(['Tableau de bord', 'Membres', 'Fusion de comptes']),
    );

    await openUser(admin, 'client');
    await admin.getByRole('button', { name: 'Déposer des crédits' }).click();
    const dialog = await shown(admin.getByRole('dialog', { name: 'Déposer des crédits' }));
    const confirm = dialog.getByRole('button', { name: 'Confirmer' });
    await dialog.getByRole('spinbutton', { name: 'Crédits' }).fill('30');
    expect(await dialog.getByRole('checkbox', { name: 'Avertir le membre' }).isChecked()).toBe(true);
    // Money moves only with a reason.
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Motif' }).fill(REASON);
    await screenshot(admin, 'hq-deposit-dialog');
    await confirm.click();
    await shown(admin.getByText('Crédits de client déposés'));
    await gone(dialog);

    await admin.getByRole('tab', { name: 'Crédits' }).click();
    await shown(admin.getByText('Solde : 30 crédits'));
    await shown(admin.getByRole('cell', { name: REASON }));
    await screenshot(admin, 'hq-credits-ledger');

    // The member is told: the blocking notification modal of docs/product.md §4 on their next visit.
    const member = await site.visit();
    await logIn(member, 'client', '/');
    const modal = await shown(member.getByRole('dialog', { name: 'Crédits ajoutés' }), 15_000);
    await modal.getByRole('button', { name: 'J’ai compris' }).click();
    await gone(modal);
  });

  it('lets an auditor see the balance as it was before the deposit', async () => {
    const moderator = await site.visit();
    await logIn(moderator, 'moderator');
    expect(await menuEntries(moderator)).not.toContain('Fusion de comptes');
    await openUser(moderator, 'client');
    // A moderator reads; the admin's commands are not offered.
    expect(await moderator.getByRole('button', { name: 'Déposer des crédits' }).count()).toBe(0);
    await moderator.getByRole('tab', { name: 'Historique' }).click();
    const deposit = await shown(moderator.getByRole('row', { name: /Crédits déposés/ }));
    await shown(deposit.getByText('admin', { exact: true }));
    await shown(deposit.getByText(REASON));

    // The deposit's moment, from the same history the page shows, written as the picker reads it.
    const clientId = new URL(moderator.url()).pathname.split('/')[3]!;
    const history = (await (
      await moderator.request.get(`/api/admin/users/${clientId}/history?range=${encodeURIComponent('[0,99]')}`)
    ).json()) as Array<{ type: string; recordedAt: string }>;
    const depositedAt = history.find((event) => event.type === 'CreditsDeposited')!.recordedAt;
    const localValue = (offsetMs: number) =>
      moderator.evaluate(
        (at) => {
          const date = new Date(at);
          const pad = (n: number) => String(n).padStart(2, '0');
          return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
        },
        Date.parse(depositedAt) + offsetMs,
      );

    const asOf = moderator.getByLabel('À la date du', { exact: true });
    await asOf.fill(await localValue(-1_000));
    await moderator.getByRole('button', { name: 'Afficher' }).click();
    const then = await shown(moderator.getByRole('region', { name: 'Le compte à ce moment' }));
    await shown(then.getByText('Solde : 0 crédits'));
    // The timeline stops at that moment too.
    await gone(moderator.getByRole('row', { name: /Crédits déposés/ }));
    await screenshot(moderator, 'hq-history-as-of-before-deposit');

    await asOf.fill(await localValue(1_000));
    await moderator.getByRole('button', { name: 'Afficher' }).click();
    await shown(moderator.getByRole('region', { name: 'Le compte à ce moment' }).getByText('Solde : 30 crédits'));
  });

  it('gives an admin a one-time login link that opens the site as the member', async () => {
    const admin = await site.visit();
    await logIn(admin, 'admin');
    await openUser(admin, 'escort');
    await admin.getByRole('button', { name: 'Se connecter en tant que' }).click();
    const dialog = await shown(admin.getByRole('dialog', { name: 'Se connecter en tant que escort' }));
    await dialog.getByRole('textbox', { name: 'Motif' }).fill('Aide demandée pour sa galerie');
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    const link = await shown(admin.getByRole('link', { name: 'Lien de connexion' }));
    const url = (await link.getAttribute('href'))!;
    await screenshot(admin, 'hq-login-link');

    // Opened elsewhere (a private window): the session is the member's, once.
    const elsewhere = await site.visit();
    await elsewhere.goto(url);
    const me = (await (await elsewhere.request.get('/api/user')).json()) as { username: string };
    expect(me.username).toBe('escort');
    expect((await (await site.visit()).request.get(url, { maxRedirects: 0 })).status()).toBe(410);

    await admin.getByRole('button', { name: 'Fermer' }).click();
    await admin.getByRole('tab', { name: 'Historique' }).click();
    const used = await shown(admin.getByRole('row', { name: /Connexion du personnel en tant que ce membre/ }));
    await shown(used.getByText('admin', { exact: true }));
  });

  it('has no serious accessibility violation on the dashboard, the lists and a member’s history', async () => {
    const admin = await site.visit();
    await logIn(admin, 'admin');
    await shown(admin.getByRole('heading', { name: 'Bienvenue, admin' }));
    const found: string[] = [];
    const sweep = async (what: string) => {
      for (const violation of await seriousAccessibilityViolations(admin)) found.push(`${what}: ${violation}`);
    };
    await sweep('dashboard');
    // Every list the admin's menu offers, each opened from the menu as staff do, with its heading.
    const entries = await menuEntries(admin);
    for (const entry of entries.filter((name) => name !== 'Tableau de bord')) {
      await menu(admin).getByRole('menuitem', { name: entry, exact: true }).click();
      await shown(admin.getByRole('heading', { level: 1 }));
      // A list answers once its rows or its empty state are drawn, not while it loads.
      await gone(admin.locator('.MuiLinearProgress-root, [role="progressbar"]').first());
      await sweep(entry);
    }
    await openUser(admin, 'client');
    await admin.getByRole('tab', { name: 'Historique' }).click();
    await shown(admin.getByRole('row').nth(1));
    await sweep('a member’s history');
    expect(found).toEqual([]);
  });

  it('shows an advertiser campaigns and nothing else', async () => {
    const advertiser = await site.visit();
    await logIn(advertiser, 'advertiser');
    const entries = await menuEntries(advertiser);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(entry).toMatch(/campa/i);
    await screenshot(advertiser, 'hq-advertiser');
    expect((await advertiser.request.get('/api/admin/users')).status()).toBe(403);
  });

  it('tells a client the staff area is not theirs', async () => {
    const client = await site.visit();
    await logIn(client, 'client', '/');
    await client.goto('/hq');
    await shown(client.getByRole('heading', { name: 'Accès refusé' }));
    expect(await client.getByRole('menu').count()).toBe(0);
    await screenshot(client, 'hq-client-no-access');
  });
});
