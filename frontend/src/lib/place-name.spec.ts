import { findCity, findRegion } from '@annuaire/shared';
import { describe, expect, it } from 'vitest';
import { cityInRegion, regionName, regionTitleName } from './place-name';

const region = (key: string) => findRegion(undefined, key)!;

describe('place names', () => {
  it('keeps the short names on chips and links', () => {
    expect(regionName(region('greater-toronto-area'), 'en')).toBe('Toronto');
    expect(regionName(region('capitale-nationale'), 'fr')).toBe('Québec');
  });

  it('never titles a region by the name of one of its cities', () => {
    expect(regionTitleName(region('greater-toronto-area'), 'en')).toEqual({
      name: 'Greater Toronto Area',
      namesACity: false,
    });
    expect(regionTitleName(region('greater-toronto-area'), 'fr').name).toBe('Région du Grand Toronto');
    expect(regionTitleName(region('metro-vancouver'), 'en').name).toBe('Metro Vancouver');
    expect(regionTitleName(region('capitale-nationale'), 'fr').name).toBe('Capitale-Nationale');
    expect(regionTitleName(region('montreal'), 'fr')).toEqual({ name: 'Montréal', namesACity: false });
    expect(regionTitleName(region('laval'), 'fr')).toEqual({ name: 'Laval', namesACity: false });
    expect(regionTitleName(region('ottawa'), 'en')).toEqual({ name: 'Ottawa', namesACity: true });
  });

  it("names a city's region by the region's own name, never another city's", () => {
    const gta = region('greater-toronto-area');
    expect(cityInRegion(findCity(gta.key, 'oakville')!, gta, 'en')).toBe('Oakville, Greater Toronto Area');
    expect(cityInRegion(findCity('montreal', 'ville-marie')!, region('montreal'), 'fr')).toBe('Ville-Marie, Montréal');
    expect(cityInRegion(findCity('ottawa', 'kanata')!, region('ottawa'), 'en')).toBe('Kanata, Ottawa');
    expect(cityInRegion(findCity('ottawa', 'ottawa')!, region('ottawa'), 'en')).toBe('Ottawa');
  });
});
