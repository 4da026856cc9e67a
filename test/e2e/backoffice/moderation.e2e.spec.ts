import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { gone, screenshot, shown } from '../site/browser';
import { logInOnQuebecSite } from '../site/logIn';
import { siteUnderTest } from '../site/site';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * The staff app is served from backoffice/dist: build it from the sources as they are, for the Quebec
 * variant, before the product starts (the run holds the shared e2e lock, so no other build races it).
 */
beforeAll(() => {
  const build = spawnSync('npm', ['run', 'build', '-w', '@annuaire/backoffice'], {
    cwd: root,
    env: { ...process.env, WEBSITE: 'QC' },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`backoffice build failed:\n${build.stdout}\n${build.stderr}`);
}, 180_000);

/** The backoffice in Chromium on the Quebec product (French), with the demo staff accounts. */
const site = siteUnderTest('QC');

const cookieDialog = (page: Page) => page.getByRole('region', { name: 'Vos choix de confidentialité' });

/** Three different pictures made on the spot, so no binary fixture lives in the repository. */
const pictures = () =>
  Promise.all(
    [
      { r: 120, g: 160, b: 200 },
      { r: 200, g: 170, b: 120 },
      { r: 130, g: 190, b: 150 },
    ].map((background) =>
      sharp({ create: { width: 480, height: 640, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );

interface Gallery {
  pictures: Array<{ _id: string }>;
}
interface Profile {
  pictures: Array<{ id: string }>;
}

describe('the backoffice for moderators and advertisers', () => {
  it('lets a moderator approve three pending pictures in bulk, and they appear on the public profile', async () => {
    // The demo escort adds three pictures: they await review and are not public yet.
    const escort = await site.visit();
    await logInOnQuebecSite(escort, 'escort', '/favorites', { arrived: true });
    const escortId = ((await (await escort.request.get('/api/user')).json()) as { _id: string })._id;
    const added: string[] = [];
    for (const [index, buffer] of (await pictures()).entries()) {
      const upload = await escort.request.post(`/api/users/${escortId}/pictures/upload`, {
        multipart: { file: { name: `photo-${index}.png`, mimeType: 'image/png', buffer } },
      });
      expect(upload.status()).toBe(201);
      added.push(((await upload.json()) as { _id: string })._id);
    }
    const visitor = await site.visit();
    const before = (await (await visitor.request.get(`/api/users/${escortId}/pictures`)).json()) as Gallery;
    expect(before.pictures.map((picture) => picture._id)).not.toEqual(expect.arrayContaining(added));

    // The moderator opens the queue, narrowed to the escort's pictures, in French.
    const moderator = await site.visit();
    const filter = JSON.stringify({ state: 'pending', userId: escortId });
    await logInOnQuebecSite(moderator, 'moderator', `/hq/pictures?filter=${encodeURIComponent(filter)}`, {
      arrived: true,
    });
    const rows = moderator.getByRole('row').filter({ has: moderator.getByRole('img', { name: 'Photo de escort' }) });
    await expect
      .poll(() => rows.count(), { timeout: 30_000 })
      .toBe(3)
      .catch(async (error: unknown) => {
        await screenshot(moderator, 'backoffice-queue-failed');
        throw error;
      });
    // Every preview loaded (each is encoded on its first request).
    const previews = moderator.getByRole('img', { name: 'Photo de escort' });
    await expect
      .poll(
        () =>
          previews.evaluateAll(
            (images) => images.filter((img) => (img as unknown as { naturalWidth: number }).naturalWidth > 0).length,
          ),
        {
          timeout: 30_000,
        },
      )
      .toBe(3);
    await screenshot(moderator, 'backoffice-queue-before');

    await moderator.getByRole('checkbox', { name: 'Tout sélectionner' }).first().check();
    await moderator.getByRole('button', { name: 'Approuver la sélection' }).click();
    const dialog = await shown(moderator.getByRole('dialog', { name: 'Approuver 3 photos' }));
    await screenshot(moderator, 'backoffice-queue-confirm');
    const approved = moderator.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/admin/pictures/approve',
    );
    await dialog.getByRole('button', { name: 'Approuver' }).click();
    expect((await approved).status()).toBe(200);
    await shown(moderator.getByText('Dernière décision : 3 photos approuvées'));
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(0);
    await screenshot(moderator, 'backoffice-queue-after');

    // Everyone now sees them: the profile's API and the site's profile page.
    const after = (await (await visitor.request.get('/api/users/escort')).json()) as Profile;
    expect(after.pictures.map((picture) => picture.id)).toEqual(expect.arrayContaining(added));
    await visitor.goto('/user/escort');
    await (await shown(cookieDialog(visitor))).getByRole('button', { name: 'Essentiels seulement' }).click();
    await gone(cookieDialog(visitor));
    await visitor.waitForLoadState('networkidle');
    await screenshot(visitor, 'backoffice-public-profile');
  });

  it('shows an advertiser only their campaigns', async () => {
    const advertiser = await site.visit();
    // The site sends staff to /hq, where an advertiser's first (and only) page is the campaigns.
    await logInOnQuebecSite(advertiser, 'advertiser', '/hq', { arrived: true });
    await advertiser.waitForURL(/\/hq\/campaigns/, { timeout: 30_000 });
    await shown(advertiser.getByText('https://example.com/wellness-spa'));
    const menu = advertiser.getByRole('menuitem');
    await expect.poll(() => menu.allTextContents()).toEqual(['Campagnes']);
    await screenshot(advertiser, 'backoffice-advertiser-campaigns');
    // The staff lists are not theirs: the server says so, whatever the screen shows.
    expect((await advertiser.request.get('/api/admin/pictures')).status()).toBe(403);
  });

  it('lets an admin reach every staff tool in French: help services, batches with a live count, settings', async () => {
    const admin = await site.visit();
    await logInOnQuebecSite(admin, 'admin', '/hq/help-services', { arrived: true });
    await shown(admin.getByText('Ligne 9-8-8 Prévention du suicide'));
    for (const entry of [
      'Modération des photos',
      'Envois groupés',
      'Ressources d’aide',
      'Boîte d’envoi',
      'Plantages du site',
      'Réglages',
    ]) {
      await shown(admin.getByRole('menuitem', { name: entry }));
    }
    await screenshot(admin, 'backoffice-admin-help-services');

    await admin.getByRole('menuitem', { name: 'Envois groupés' }).click();
    await admin.waitForURL(/\/hq\/notification-batches(\?|$)/);
    // The form is opened by its address: the list's Create link is covered by react-admin's re-renders
    // often enough on a loaded machine to make a click through it unreliable.
    await admin.goto('/hq/notification-batches/create');
    await shown(admin.getByText(/^Cet envoi joindra \d+ membres$/), 15_000).catch(async (error: unknown) => {
      await screenshot(admin, 'backoffice-admin-batch-failed');
      throw error;
    });
    await admin.getByLabel('Titre (français)').fill('Nouveautés');
    await admin.getByLabel('Titre (anglais)').fill('What’s new');
    await screenshot(admin, 'backoffice-admin-batch');

    await admin.getByRole('menuitem', { name: 'Campagnes' }).click();
    await admin.waitForURL(/\/hq\/campaigns(\?|$)/);
    await admin.getByText('https://example.com/wellness-spa').click();
    await shown(admin.getByRole('button', { name: 'Ajouter une image' }));
    await screenshot(admin, 'backoffice-admin-campaign-edit');

    await admin.getByRole('menuitem', { name: 'Réglages' }).click();
    await admin.waitForURL(/\/hq\/settings/);
    await shown(admin.getByLabel('Mode maintenance'));
    await screenshot(admin, 'backoffice-admin-settings');
  });
});

describe('reports from the site', () => {
  it('takes a visitor’s report through the captcha, and shows it first in the moderators’ queue, marked urgent', async () => {
    const visitor = await site.visit();
    await visitor.goto('/user/escort');
    await (await shown(cookieDialog(visitor))).getByRole('button', { name: 'Essentiels seulement' }).click();
    await gone(cookieDialog(visitor));
    await visitor.getByRole('button', { name: 'Signaler' }).click();
    const dialog = await shown(visitor.getByRole('dialog', { name: 'Signaler escort' }));
    await dialog.getByRole('radio', { name: 'Pourrait avoir moins de 18 ans' }).check();
    await dialog.getByRole('textbox', { name: 'Précisions (facultatif)' }).fill('Looks very young in the pictures');
    // The real proof-of-work captcha is solved in the page before the report leaves.
    const sent = visitor.waitForResponse((response) => new URL(response.url()).pathname === '/api/reports');
    await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
    expect((await sent).status()).toBe(201);
    await shown(visitor.getByText('Merci, notre équipe va s’en occuper.'));
    await screenshot(visitor, 'site-report-sent');

    const moderator = await site.visit();
    await logInOnQuebecSite(moderator, 'moderator', '/hq/reports', { arrived: true });
    const first = moderator.getByRole('row').nth(1);
    await shown(first.getByText('Urgent'), 30_000);
    await shown(first.getByText('escort', { exact: true }));
    await screenshot(moderator, 'backoffice-reports-urgent');
  });
});
