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

describe('one address per page (docs/product.md §2)', () => {
  const routes = appRoutes();
  const plan = (path: string, search = '') => planPage(routes, path, search);

  it('sends a trailing slash to the address without it, the query kept', () => {
    expect(plan('/user/alex.7/')).toEqual({ kind: 'redirect', status: 301, location: '/user/alex.7' });
    expect(plan('/faq/', '?utm=1')).toEqual({ kind: 'redirect', status: 301, location: '/faq?utm=1' });
    expect(plan('/en/')).toEqual({ kind: 'redirect', status: 301, location: '/en' });
    expect(plan('/all/laval/')).toEqual({ kind: 'redirect', status: 301, location: '/all/laval' });
    expect(plan('/')).toMatchObject({ kind: 'home' });
  });

  it('sends a case variant of a known segment to its lower-case address, in one hop', () => {
    expect(plan('/ALL/laval')).toEqual({ kind: 'redirect', status: 301, location: '/all/laval' });
    expect(plan('/all/Laval/page/2', '?travel=incall')).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/all/laval/page/2?travel=incall',
    });
    expect(plan('/EN/FAQ')).toEqual({ kind: 'redirect', status: 301, location: '/en/faq' });
    // The default language's prefix is dropped in the same redirect.
    expect(plan('/FR/faq/')).toEqual({ kind: 'redirect', status: 301, location: '/faq' });
    expect(plan('/Female-Escorts/montreal/page/1')).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/female-escorts/montreal',
    });
  });

  it("keeps a username's case for the profile to decide, and lowers the rest of its address", () => {
    expect(plan('/user/Florence.6')).toMatchObject({
      kind: 'profile',
      username: 'Florence.6',
      path: '/user/Florence.6',
    });
    expect(plan('/USER/Florence.6')).toEqual({ kind: 'redirect', status: 301, location: '/user/Florence.6' });
    expect(plan('/EN/user/Florence.6/')).toEqual({ kind: 'redirect', status: 301, location: '/en/user/Florence.6' });
  });

  it('answers a spelling of no page with the not-found page, not a redirect to one', () => {
    expect(plan('/ALL/atlantis')).toMatchObject({ kind: 'notFound', path: '/all/atlantis' });
    expect(plan('/NO/such/page/')).toMatchObject({ kind: 'notFound' });
    expect(plan('/user/%E0%A4%A')).toMatchObject({ kind: 'notFound' });
  });

  it("leaves the browser's pages as they are, whatever their spelling", () => {
    expect(plan('/profile/')).toEqual({ kind: 'client' });
    expect(plan('/messages/Alex')).toEqual({ kind: 'client' });
    expect(plan('/hq/')).toEqual({ kind: 'client' });
  });
});
