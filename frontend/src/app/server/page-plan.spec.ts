import { describe, expect, it } from 'vitest';
import { appRoutes } from '@/app/routes';
import { headTags } from './head-tags';
import { planPage } from './page-plan';

describe('a sorted and narrowed listing on the server', () => {
  it('asks the API for the same order and choices, and names the plain listing page as canonical', () => {
    const plan = planPage(appRoutes(), '/en/all/montreal/page/2', '?sort=newest&only=vip,available&bogus=1');
    expect(plan).toMatchObject({ kind: 'listing', path: '/all/montreal/page/2', locale: 'en' });
    if (plan.kind !== 'listing') throw new Error('not a listing');
    expect(plan.apiUrl).toBe('/api/users?category=all&region=montreal&page=2&only=available%2Cvip&sort=newest');
    const tags = headTags({
      locale: plan.locale,
      path: plan.path,
      origin: 'https://annuaire.example',
      title: 'All profiles',
      description: 'Montréal',
      siteName: 'Annuaire',
      indexable: true,
      jsonLd: [],
      ogType: 'article',
    });
    expect(tags).toContain('<link rel="canonical" href="https://annuaire.example/en/all/montreal/page/2" />');
    expect(tags).not.toContain('sort=');
  });
});
