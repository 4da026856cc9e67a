import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shown } from './browser';
import { siteUnderTest } from './site';

/**
 * The site and the staff app as Chromium runs them under their Content-Security-Policy: every page works,
 * the browser reports no violation (a blocked script or style would break a screen silently), and a page
 * cannot be framed by another site.
 */
const site = siteUnderTest('QC');

/** What Chromium says when the policy blocks something: it logs each violation as a console error. */
function recordViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

describe('the Content-Security-Policy in the browser', () => {
  it('lets the site and the staff app run with no violation', async () => {
    const page = await site.visit();
    const violations = recordViolations(page);
    const home = await page.goto('/');
    const policy = home?.headers()['content-security-policy'] ?? '';
    const scripts = policy.split('; ').find((directive) => directive.startsWith('script-src')) ?? '';
    expect(scripts).toMatch(/^script-src 'self' 'sha256-[^']+'$/);
    await shown(page.getByRole('region', { name: 'Vos choix de confidentialité' }));
    await page.goto('/female-escorts/montreal/montreal');
    await page.waitForLoadState('networkidle');
    await page.goto('/login');
    await shown(page.getByLabel('Nom d’utilisateur ou courriel'));
    await page.goto('/hq');
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  it('refuses to run an inline script the page did not ship', async () => {
    const page = await site.visit();
    const violations = recordViolations(page);
    await page.goto('/');
    // Written as a string: this file is type-checked without the DOM's types.
    const ran = await page.evaluate(`(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
      return window.injected === true;
    })()`);
    expect(ran).toBe(false);
    expect(violations.length).toBeGreaterThan(0);
  });
});
