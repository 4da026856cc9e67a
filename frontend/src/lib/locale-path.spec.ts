import { describe, expect, it } from 'vitest';
import { localizePath, splitLocale } from './locale-path';
import { listingPath, toLocationKey } from './location-key';

describe('language in the URL', () => {
  it('reads the Quebec site: French unprefixed, English under /en', () => {
    expect(splitLocale('/faq', 'fr')).toEqual({ locale: 'fr', path: '/faq' });
    expect(splitLocale('/en/faq', 'fr')).toEqual({ locale: 'en', path: '/faq' });
    expect(splitLocale('/en', 'fr')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocale('/english-page', 'fr')).toEqual({ locale: 'fr', path: '/english-page' });
  });

  it('reads the Canadian site: English unprefixed, French under /fr', () => {
    expect(splitLocale('/fr/faq', 'en')).toEqual({ locale: 'fr', path: '/faq' });
    expect(splitLocale('/en/faq', 'en')).toEqual({ locale: 'en', path: '/en/faq' });
  });

  it('builds the address of a page in a language', () => {
    expect(localizePath('/faq', 'en', 'fr')).toBe('/en/faq');
    expect(localizePath('/', 'en', 'fr')).toBe('/en');
    expect(localizePath('/?q=abc', 'en', 'fr')).toBe('/en?q=abc');
    expect(localizePath('/faq', 'fr', 'fr')).toBe('/faq');
  });
});

describe('location keys', () => {
  it('lowercases, hyphenates and strips accents', () => {
    expect(toLocationKey('Montréal')).toBe('montreal');
    expect(toLocationKey('Greater Toronto Area')).toBe('greater-toronto-area');
    expect(toLocationKey('Saint_Jean sur Richelieu')).toBe('saint-jean-sur-richelieu');
    expect(toLocationKey('Montérégie')).toBe('monteregie');
  });

  it('appends the page only past the first', () => {
    expect(listingPath('female-escorts', 'montreal')).toBe('/female-escorts/montreal');
    expect(listingPath('all', 'laval', 'laval', 3)).toBe('/all/laval/laval/page/3');
  });
});
