import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { gone, shown } from './browser';

const cookieDialog = (page: Page) => page.getByRole('region', { name: 'Vos choix de confidentialité' });

/**
 * Logs a demo account in through the Quebec site's form, in French, as a visitor would: the cookie
 * choice first, then the real proof-of-work captcha. The site then takes the member to `next` itself;
 * `arrived` waits until it has (a navigation of ours would race the site's own).
 */
export async function logInOnQuebecSite(
  page: Page,
  username: string,
  next: string,
  options: { arrived?: boolean } = {},
): Promise<void> {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await (await shown(cookieDialog(page))).getByRole('button', { name: 'Essentiels seulement', exact: true }).click();
  await gone(cookieDialog(page));
  await page.getByLabel('Nom d’utilisateur ou courriel').fill(username);
  await page.getByLabel(/^Mot de passe/).fill('demo-password');
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth', {
    timeout: 60_000,
  });
  await page.getByRole('button', { name: 'Se connecter' }).click();
  expect((await answered).status()).toBe(200);
  if (options.arrived) {
    const target = new URL(next, 'http://site').pathname;
    await page.waitForURL((url) => url.pathname.startsWith(target), { timeout: 30_000 });
  }
}
