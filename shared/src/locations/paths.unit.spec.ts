import { describe, expect, it } from 'vitest';
import { findRegion, REGIONS } from './dataset';
import { footerLinks, listingPath, nearbyCityUrls, parseListingPath, type ParsedListingPath } from './paths';
import { LISTING_CATEGORIES } from './types';

const keysOf = (parsed: ParsedListingPath | null) =>
  parsed && { category: parsed.category, region: parsed.region.key, city: parsed.city?.key, page: parsed.page };

describe('listingPath (docs/product.md §2)', () => {
  it('builds /{category}/{region}/{city}, omitting page 1 and appending any other page', () => {
    expect(listingPath({ category: 'female-escorts', region: 'montreal', city: 'ville-marie' })).toBe(
      '/female-escorts/montreal/ville-marie',
    );
    expect(listingPath({ category: 'all', region: 'montreal', city: 'ville-marie', page: 1 })).toBe(
      '/all/montreal/ville-marie',
    );
    expect(listingPath({ category: 'libertines', region: 'laval', page: 3 })).toBe('/libertines/laval/page/3');
  });

  it('refuses segments that are not keys and pages that are not positive integers', () => {
    expect(() => listingPath({ category: 'all', region: 'Montréal' })).toThrow(RangeError);
    expect(() => listingPath({ category: 'all', region: 'montreal', city: '../admin' })).toThrow(RangeError);
    expect(() => listingPath({ category: 'all', region: 'montreal', page: 0 })).toThrow(RangeError);
    expect(() => listingPath({ category: 'all', region: 'montreal', page: 2.5 })).toThrow(RangeError);
  });
});

describe('parseListingPath', () => {
  it('round-trips every region and city listing of every category, on page 1 and page 3', () => {
    for (const category of LISTING_CATEGORIES) {
      for (const region of REGIONS) {
        const cities = region.standalone ? [undefined] : [undefined, ...region.popularCities];
        for (const city of cities) {
          for (const page of [1, 3]) {
            const path = listingPath({ category, region: region.key, city, page });
            expect(path.endsWith('/page/3')).toBe(page === 3);
            expect(keysOf(parseListingPath(path)), path).toEqual({ category, region: region.key, city, page });
          }
        }
      }
    }
  });

  it('resolves the province, region and city records and ignores the query, the fragment and a trailing slash', () => {
    const parsed = parseListingPath('/trans-escorts/capitale-nationale/quebec/page/2/?gender=woman#top');
    expect(parsed?.province.key).toBe('quebec');
    expect(parsed?.region.shortName?.fr).toBe('Québec');
    expect(parsed?.city?.label.en).toBe('Quebec City');
    expect(parsed?.page).toBe(2);
  });

  it('accepts an explicit /page/1, whose canonical path drops it', () => {
    const parsed = keysOf(parseListingPath('/all/laval/page/1'));
    expect(parsed).toEqual({ category: 'all', region: 'laval', city: undefined, page: 1 });
    expect(parsed && listingPath(parsed)).toBe('/all/laval');
  });

  it('returns null for an unknown category, region or city, or a malformed page', () => {
    for (const path of [
      '/escorts/montreal',
      '/female-escorts/atlantis',
      '/female-escorts/montreal/gatineau',
      '/female-escorts/laval/laval',
      '/female-escorts/montreal/page/0',
      '/female-escorts/montreal/page/02',
      '/female-escorts/montreal/page/two',
      '/female-escorts/montreal/ville-marie/extra',
      '/female-escorts',
      'female-escorts/montreal',
      '/',
    ]) {
      expect(parseListingPath(path), path).toBeNull();
    }
  });

  it('knows only the regions a site serves when given a variant', () => {
    expect(parseListingPath('/female-escorts/ottawa/ottawa', 'QC')).toBeNull();
    expect(parseListingPath('/female-escorts/ottawa/ottawa', 'CA')?.city?.id).toBe('on-ottawa-ottawa');
    expect(parseListingPath('/female-escorts/montreal', 'CA')?.region.id).toBe('qc-montreal');
  });
});

describe('Outaouais nearby city', () => {
  const outaouais = findRegion('quebec', 'outaouais')!;

  it("links each category to the sister site's Ottawa city page", () => {
    expect(outaouais.nearbyCity?.label).toEqual({ fr: 'Ottawa', en: 'Ottawa' });
    expect(nearbyCityUrls(outaouais, 'https://annuaire.ca/')).toEqual({
      'female-escorts': 'https://annuaire.ca/female-escorts/ottawa/ottawa',
      'male-escorts': 'https://annuaire.ca/male-escorts/ottawa/ottawa',
      'trans-escorts': 'https://annuaire.ca/trans-escorts/ottawa/ottawa',
      all: 'https://annuaire.ca/all/ottawa/ottawa',
      libertines: 'https://annuaire.ca/libertines/ottawa/ottawa',
    });
  });

  it('stores paths that the Canada-wide site resolves to Ottawa in the same category', () => {
    for (const region of REGIONS) {
      if (!region.nearbyCity) continue;
      for (const category of LISTING_CATEGORIES) {
        const parsed = parseListingPath(region.nearbyCity.urls[category], 'CA');
        expect(parsed?.category).toBe(category);
        expect(parsed?.city?.label).toEqual(region.nearbyCity.label);
      }
    }
    expect(REGIONS.filter((region) => region.nearbyCity).map((region) => region.key)).toEqual(['outaouais']);
  });

  it('has no nearby-city links elsewhere', () => {
    expect(nearbyCityUrls(findRegion('quebec', 'montreal')!, 'https://annuaire.ca')).toBeUndefined();
  });
});

describe('footerLinks', () => {
  it("links the female-escorts listing of each flagged place, under the region's short name", () => {
    const links = footerLinks('QC');
    expect(links).toContainEqual({
      id: 'qc-capitale-nationale',
      kind: 'region',
      label: { fr: 'Québec', en: 'Quebec City' },
      path: '/female-escorts/capitale-nationale',
    });
    expect(links.map((link) => link.path)).toContain('/female-escorts/laval');
    expect(links.map((link) => link.path)).toContain('/female-escorts/outaouais/gatineau');
    expect(links.every((link) => link.path.startsWith('/female-escorts/'))).toBe(true);
  });

  it('lists only the places the site serves', () => {
    expect(footerLinks('QC').some((link) => link.id.startsWith('on-'))).toBe(false);
    expect(footerLinks('CA').map((link) => link.path)).toEqual(
      expect.arrayContaining(['/female-escorts/greater-toronto-area/toronto', '/female-escorts/st-johns']),
    );
    expect(footerLinks()).toEqual(footerLinks('CA'));
  });

  it("leads each site's footer with its own busiest places", () => {
    const quebec = footerLinks('QC').map((link) => link.path);
    expect(quebec.slice(0, 3)).toEqual([
      '/female-escorts/montreal',
      '/female-escorts/montreal/ville-marie',
      '/female-escorts/montreal/le-plateau-mont-royal',
    ]);
    const canada = footerLinks('CA');
    expect(canada.slice(0, 4).map((link) => link.path)).toEqual([
      '/female-escorts/greater-toronto-area',
      '/female-escorts/greater-toronto-area/toronto',
      '/female-escorts/greater-toronto-area/mississauga',
      '/female-escorts/greater-toronto-area/brampton',
    ]);
    const provinces = canada.map((link) => parseListingPath(link.path)!.province.key);
    // Canada-wide: most links are outside Quebec, and the first ten span at least three provinces.
    expect(provinces.filter((province) => province === 'quebec').length).toBeLessThan(provinces.length / 3);
    expect(new Set(provinces.slice(0, 10)).size).toBeGreaterThanOrEqual(3);
  });
});
