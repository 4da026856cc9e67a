import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shown } from './browser';
import { logInOnQuebecSite } from './logIn';
import { siteUnderTest } from './site';

/**
 * A crash in the site, as Chromium runs it under the real Content-Security-Policy, reaches the admins'
 * crash reports in the staff app (issue 15, item 5).
 */
const site = siteUnderTest('QC');

const cookieDialog = (page: Page) => page.getByRole('region', { name: 'Vos choix de confidentialité' });
const isCrashReport = (url: string, method: string) => method === 'POST' && new URL(url).pathname === '/api/errors';

describe('crash reports', () => {
  it('sends an unhandled error of the site once, and shows it to an admin in the staff app', async () => {
    const visitor = await site.visit();
    const reports: string[] = [];
    visitor.on('request', (request) => {
      if (isCrashReport(request.url(), request.method())) reports.push(request.postData() ?? '');
    });
    await visitor.goto('/');
    // The cookie dialog is part of the shell, whose error boundary listens for crashes outside React.
    await shown(cookieDialog(visitor));

    const marker = `e2e crash ${Date.now()}`;
    const sent = visitor.waitForResponse((response) => isCrashReport(response.url(), response.request().method()));
    // A promise nobody awaits, then a failing timer: only the first is reported for this page load.
    // `void`: Playwright would otherwise await the rejected promise itself, and nothing would be unhandled.
    await visitor.evaluate(`void Promise.reject(new Error(${JSON.stringify(marker)}))`);
    expect((await sent).status()).toBe(204);
    await visitor.evaluate(`setTimeout(() => { throw new Error('a later crash') }, 0)`);
    // Timers run in order: once this one has, the failing one has thrown (and would have been sent).
    await visitor.evaluate(`new Promise((resolve) => setTimeout(resolve, 0))`);
    expect(reports).toHaveLength(1);
    const report = JSON.parse(reports[0]!) as Record<string, string>;
    expect(report).toMatchObject({
      error: `Error: ${marker}`,
      url: expect.stringMatching(/^http:\/\/localhost:\d+\//),
    });
    expect(report.release).toMatch(/^\d+\.\d+\.\d+\+\S+$/);

    const admin = await site.visit();
    await logInOnQuebecSite(admin, 'admin', '/hq', { arrived: true });
    await admin.getByRole('menu').getByRole('menuitem', { name: 'Plantages du site' }).click();
    const row = await shown(admin.getByRole('row').filter({ hasText: marker }));
    expect(await row.textContent()).toContain('Ouvert');
    expect(await row.textContent()).toContain(report.release);
    expect(await admin.getByText('a later crash').count()).toBe(0);

    await row.getByText(`Error: ${marker}`).click();
    await shown(admin.getByText('Trace du dernier signalement'));
    await admin.getByRole('button', { name: 'Marquer résolu' }).click();
    const dialog = await shown(admin.getByRole('dialog', { name: 'Marquer ce plantage résolu' }));
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await shown(admin.getByText('Plantage marqué résolu'));
    await shown(admin.getByText('Résolu', { exact: true }));
  });
});
