import { describe, expect, it } from 'vitest';
import { searchPlaces, type PlaceMatch } from './search';

const ids = (matches: readonly PlaceMatch[]) =>
  matches.map((match) =>
    match.kind === 'city' ? match.city.id : match.kind === 'region' ? match.region.id : match.province.id,
  );

describe('searchPlaces (location pickers)', () => {
  it('ignores accents, case, punctuation and spaces versus hyphens', () => {
    expect(ids(searchPlaces('trois rivieres', 'fr'))).toEqual(['qc-mauricie-trois-rivieres']);
    expect(ids(searchPlaces('ST JOHNS', 'en'))).toEqual(['nl-st-johns', 'nl-st-johns-st-johns']);
    expect(ids(searchPlaces('Ile-du-prince', 'fr'))).toEqual(['pe']);
  });

  it('puts exact names first, then prefixes, then later words', () => {
    expect(ids(searchPlaces('Montréal', 'fr')).slice(0, 2)).toEqual(['qc-montreal', 'qc-montreal-montreal-nord']);
    expect(ids(searchPlaces('laval', 'fr'))[0]).toBe('qc-laval');
  });

  it('matches names in the given language, short names included', () => {
    expect(ids(searchPlaces('Colombie', 'fr'))).toContain('bc');
    expect(ids(searchPlaces('Colombie', 'en'))).not.toContain('bc');
    expect(ids(searchPlaces('Quebec City', 'en'))).toEqual(['qc-capitale-nationale', 'qc-capitale-nationale-quebec']);
  });

  it('finds a city by keyword and says which one matched', () => {
    const [match] = searchPlaces('chicoutimi', 'fr');
    expect(match?.kind === 'city' && match.city.key).toBe('saguenay');
    expect(match?.keyword).toBe('Chicoutimi');
    expect(match?.kind === 'city' && match.region.key).toBe('saguenay-lac-saint-jean');
  });

  it('restricts by site, level and count', () => {
    expect(ids(searchPlaces('ottawa', 'en', { variant: 'QC' }))).toEqual([]);
    expect(ids(searchPlaces('ottawa', 'en', { variant: 'CA', kinds: ['city'] }))).toEqual(['on-ottawa-ottawa']);
    expect(searchPlaces('saint', 'fr', { limit: 3 })).toHaveLength(3);
    expect(searchPlaces('  ', 'fr')).toEqual([]);
  });
});
