import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gone, shown, where } from './browser';
import { siteUnderTest } from './site';

/** A new escort's first steps on the Quebec site (docs/product.md §4 onboarding, §6 VIP once listable), in Chromium. */
const site = siteUnderTest('QC');

const cookieDialog = (page: Page) => page.getByRole('region', { name: 'Vos choix de confidentialité' });

describe('a new escort', () => {
  it('signs up, sees her checklist with its progress, and cannot buy VIP before she can be listed', async () => {
    const page = await site.visit();
    const username = `nouvelle${Date.now().toString(36)}`;
    // The page's own elements are awaited below; "load" waits for pictures too, which a busy machine makes slow.
    await page.goto('/register', { waitUntil: 'domcontentloaded' });
    await (await shown(cookieDialog(page))).getByRole('button', { name: 'Essentiels seulement' }).click();
    await gone(cookieDialog(page));
    await page.getByRole('radio', { name: /Publier mon profil/ }).check();
    await page.getByLabel('Nom d’utilisateur').fill(username);
    await page.getByLabel('Courriel').fill(`${username}@example.com`);
    await page.getByLabel(/^Mot de passe/).fill('une phrase facile à retenir');
    await page.getByRole('combobox', { name: 'Genre' }).click();
    await page.getByRole('option', { name: 'Femme', exact: true }).click();
    await page.getByRole('checkbox', { name: /J’ai au moins 18 ans/ }).check();
    const registered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/register', {
      timeout: 60_000,
    });
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    expect((await registered).status()).toBe(201);
    // She lands on her own profile page, welcomed by name (docs/product.md §4): the checklist, nothing done yet,
    // each step leading to where it is done.
    await page.waitForURL((url) => url.pathname === '/profile', { timeout: 30_000 });
    await shown(page.getByText(`Bienvenue, ${username}!`), 30_000);
    const checklist = await shown(page.getByRole('region', { name: 'Faites paraître votre profil' }), 30_000);
    await shown(checklist.getByRole('progressbar', { name: '0 étapes sur 4 terminées' }));
    await shown(checklist.getByText('Ajoutez des photos'));
    expect(
      await checklist
        .getByRole('link', { name: 'Le faire maintenant (Choisissez votre emplacement principal)' })
        .getAttribute('href'),
    ).toBe('/edit');

    // Under review for her first hours: the VIP offer is there but disabled, saying why.
    const become = page.getByRole('complementary', { name: 'VIP' }).getByRole('button', { name: 'Devenir VIP' });
    expect(await become.isDisabled()).toBe(true);
    await shown(page.getByText(/Le VIP et les crédits sont offerts une fois que votre profil peut paraître/).first());
    expect(where(page)).toBe('/profile');
    // Under review, she is told why her contact details are hidden, and sees no rank in listings she is not in.
    await shown(page.getByText(/votre téléphone et votre courriel public sont cachés aux visiteurs/));
    expect(await page.getByText(/^Nº \d+ à /).count()).toBe(0);

    // And the server refuses the purchase outright, whatever the page shows.
    const refused = await page.request.post('/api/user/vip', { data: { days: 7 } });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { code: string }).code).toBe('profile_not_listable');
  });
});
