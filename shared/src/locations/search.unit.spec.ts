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

describe('searchPlaces (site search): both languages and typing mistakes', () => {
  it('finds the place meant by each target term first, on both sites', () => {
    for (const variant of ['QC', 'CA'] as const) {
      const first = (term: string) => ids(searchPlaces(term, 'any', { variant, typos: true }))[0];
      expect(first('Montréal'), variant).toBe('qc-montreal');
      expect(first('montreal'), variant).toBe('qc-montreal');
      expect(first('Montral'), variant).toBe('qc-montreal');
      expect(first('Trois-Rivieres'), variant).toBe('qc-mauricie-trois-rivieres');
      expect(first('Sherbrook'), variant).toBe('qc-estrie-sherbrooke');
    }
  });

  it('forgives a letter missing, doubled, wrong, or two letters swapped', () => {
    for (const term of ['Montral', 'Monttreal', 'Montreak', 'Motnreal']) {
      expect(ids(searchPlaces(term, 'any', { typos: true }))[0], term).toBe('qc-montreal');
    }
    expect(ids(searchPlaces('Trois-Riveres', 'any', { typos: true }))[0]).toBe('qc-mauricie-trois-rivieres');
    expect(ids(searchPlaces('Sherbroke', 'any', { typos: true }))[0]).toBe('qc-estrie-sherbrooke');
  });

  it('puts names containing the term before names within a typo of it', () => {
    const found = ids(searchPlaces('Laval', 'any', { typos: true }));
    expect(found[0]).toBe('qc-laval');
    // "Montréal-Nord" contains the term; nothing spelled within a typo of "montreal" ranks before it.
    const montreal = ids(searchPlaces('montreal', 'any', { typos: true }));
    expect(montreal.slice(0, 2)).toEqual(['qc-montreal', 'qc-montreal-montreal-nord']);
  });

  it('matches French and English names, short names and keywords with `any`', () => {
    expect(ids(searchPlaces('Colombie', 'any', { typos: true }))).toContain('bc');
    expect(ids(searchPlaces('British Columbia', 'any', { typos: true }))).toContain('bc');
    expect(ids(searchPlaces('Quebec City', 'any', { typos: true }))[0]).toBe('qc-capitale-nationale');
    expect(searchPlaces('Chicoutimi', 'any', { typos: true })[0]?.keyword).toBe('Chicoutimi');
  });

  it('forgives no typo in a term under four letters', () => {
    expect(searchPlaces('xyz', 'any', { typos: true })).toEqual([]);
  });
});
