import { describe, expect, it } from 'vitest';
import { appRoutes } from '@/app/routes';
import { pageAddress } from './page-address';
import { leafMatcher } from './page-plan';

const routes = appRoutes();
const urlOf = (url: string) => {
  const addressed = pageAddress(routes, url);
  if (addressed.kind !== 'page') throw new Error(`not a page: ${JSON.stringify(addressed)}`);
  return addressed.url;
};

describe('the address a page is rendered from and kept by', () => {
  it('drops what no page reads: a campaign tag or a cache-buster is the plain page', () => {
    expect(urlOf('/female-escorts/montreal?utm_source=newsletter&utm=8f3a')).toBe('/female-escorts/montreal');
    expect(urlOf('/user/jade.4?fbclid=abc')).toBe('/user/jade.4');
    expect(urlOf('/faq?x=1')).toBe('/faq');
    expect(urlOf('/en?utm=1')).toBe('/en');
  });

  it("keeps a listing's choices as the listing reads them, in one order", () => {
    const one = urlOf('/en/all/montreal/page/2?utm=1&sort=newest&travel=outcall,incall,bogus&gender=man');
    expect(one).toBe('/en/all/montreal/page/2?gender=man&travel=incall,outcall&sort=newest');
    expect(urlOf('/en/all/montreal/page/2?gender=man&sort=newest&travel=incall,outcall')).toBe(one);
    // Rank is the default order: never written, so both spellings are one page.
    expect(urlOf('/all/montreal?sort=rank')).toBe('/all/montreal');
    // A profile reads no listing choice.
    expect(urlOf('/user/jade.4?travel=incall')).toBe('/user/jade.4');
  });

  it('keeps an open modal and, with the search open, its term; a modal not open is no parameter', () => {
    expect(urlOf('/all/montreal?searchBar=open&q=jade&directoryInfo=open&utm=1')).toBe(
      '/all/montreal?directoryInfo=open&searchBar=open&q=jade',
    );
    expect(urlOf('/all/montreal?directoryInfo=closed&q=jade')).toBe('/all/montreal');
    expect(urlOf('/user/jade.4?gallery=open')).toBe('/user/jade.4?gallery=open');
  });

  it('keeps the remembered region for the home only, and only a region served here', () => {
    expect(pageAddress(routes, '/', 'montreal')).toEqual({ kind: 'page', url: '/', region: 'montreal' });
    expect(pageAddress(routes, '/', 'atlantis')).toEqual({ kind: 'page', url: '/' });
    expect(pageAddress(routes, '/female-escorts/montreal', 'montreal')).toEqual({
      kind: 'page',
      url: '/female-escorts/montreal',
    });
  });

  it('leaves redirects and the browser’s pages as the plan says, their query untouched', () => {
    expect(pageAddress(routes, '/fr/faq?utm=1')).toEqual({ kind: 'redirect', status: 301, location: '/faq?utm=1' });
    expect(pageAddress(routes, '/profile?utm=1')).toEqual({ kind: 'client' });
  });

  it('reads the same with the leaves remembered as the server does', () => {
    const leafOf = leafMatcher(routes);
    for (const url of ['/female-escorts/montreal?utm=1', '/user/jade.4', '/profile', '/fr/faq', '/no/such/page']) {
      expect(pageAddress(routes, url, undefined, leafOf)).toEqual(pageAddress(routes, url));
      expect(pageAddress(routes, url, undefined, leafOf)).toEqual(pageAddress(routes, url));
    }
  });
});
