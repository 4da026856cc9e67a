import { describe, expect, it } from 'vitest';
import { localizePath, splitLocale } from './locale-path';

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
