import { afterEach, describe, expect, it, vi } from 'vitest';
import { pathInLanguage, preferredLanguageRedirect, rememberLanguage } from './language-preference';

describe('language preference', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is kept in a cookie for one year, for the whole site', () => {
    const written: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void written.push(value));
    rememberLanguage('en');
    expect(written).toEqual(['lang=en; Max-Age=31536000; Path=/; SameSite=Lax']);
  });

  it('switches a page to the other language with its query and fragment', () => {
    expect(pathInLanguage({ pathname: '/faq', search: '?x=1', hash: '#q3' }, 'en')).toBe('/en/faq?x=1#q3');
    expect(pathInLanguage({ pathname: '/en/faq', search: '?x=1', hash: '' }, 'fr')).toBe('/faq?x=1');
    expect(pathInLanguage({ pathname: '/en', search: '', hash: '' }, 'fr')).toBe('/');
  });

  it('takes a returning visitor who chose English to the English page on arrival', () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('other=1; lang=en');
    expect(preferredLanguageRedirect({ pathname: '/faq', search: '?a=b', hash: '' }, 'fr')).toBe('/en/faq?a=b');
    expect(preferredLanguageRedirect({ pathname: '/en/faq', search: '', hash: '' }, 'fr')).toBeNull();
  });

  it('leaves visitors without a choice where they are', () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('');
    expect(preferredLanguageRedirect({ pathname: '/faq', search: '', hash: '' }, 'fr')).toBeNull();
  });
});
