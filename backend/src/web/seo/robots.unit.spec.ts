import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';

describe('robotsTxt', () => {
  it('closes the private pages under the French prefix on the Canadian site, where English has none', () => {
    const rules = robotsTxt({ PUBLIC_URL: 'https://canada.example/', WEBSITE: 'CA' }).split('\n');
    expect(rules).toEqual(
      expect.arrayContaining(['Disallow: /login', 'Disallow: /fr/login', 'Disallow: /fr/settings']),
    );
    expect(rules).not.toContain('Disallow: /en/login');
    expect(rules).toContain('Sitemap: https://canada.example/sitemap.xml');
  });
});
