import { describe, expect, it } from 'vitest';
import { locationKey } from './keys';

describe('locationKey (docs/product.md §2)', () => {
  it('lowercases and turns spaces and underscores into hyphens', () => {
    expect(locationKey('Greater Toronto Area')).toBe('greater-toronto-area');
    expect(locationKey('Thunder_Bay')).toBe('thunder-bay');
    expect(locationKey('Dollard-Des Ormeaux')).toBe('dollard-des-ormeaux');
  });

  it('strips accents', () => {
    expect(locationKey('Montréal')).toBe('montreal');
    expect(locationKey('Trois-Rivières')).toBe('trois-rivieres');
    expect(locationKey('Île-du-Prince-Édouard')).toBe('ile-du-prince-edouard');
    expect(locationKey('Saint-Félicien')).toBe('saint-felicien');
  });

  it('spells out ligatures rather than dropping them', () => {
    expect(locationKey('Belœil')).toBe('beloeil');
    expect(locationKey("L'Île-des-Sœurs")).toBe('lile-des-soeurs');
  });

  it('treats an en dash as a word break', () => {
    expect(locationKey('Saguenay–Lac-Saint-Jean')).toBe('saguenay-lac-saint-jean');
    expect(locationKey('Côte-des-Neiges–Notre-Dame-de-Grâce')).toBe('cote-des-neiges-notre-dame-de-grace');
  });

  it('drops apostrophes and periods without leaving a hyphen', () => {
    expect(locationKey("St. John's")).toBe('st-johns');
    expect(locationKey('St. John’s')).toBe('st-johns');
    expect(locationKey("L'Ancienne-Lorette")).toBe('lancienne-lorette');
    expect(locationKey("Val-d'Or")).toBe('val-dor');
  });

  it('collapses repeated hyphens and trims them', () => {
    expect(locationKey('  Rouyn -- Noranda  ')).toBe('rouyn-noranda');
    expect(locationKey('_Laval_')).toBe('laval');
    expect(locationKey('Kawartha / Lakes')).toBe('kawartha-lakes');
    expect(locationKey("'")).toBe('');
  });

  it('is idempotent', () => {
    for (const label of ['Saguenay–Lac-Saint-Jean', "St. John's", 'Belœil', 'Grand Falls-Windsor']) {
      expect(locationKey(locationKey(label))).toBe(locationKey(label));
    }
  });
});
