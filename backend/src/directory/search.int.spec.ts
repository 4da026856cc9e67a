import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/api';
import { directoryFixture } from '../../../test/directory';

interface Answer {
  data: { username: string; location: { region: string; city: string | null } | null }[];
  places: { kind: string; province: string; region: string; city: string | null; total: number }[];
  more: boolean;
  seeAll: { region: string; city: string | null; total: number } | null;
  sister: { website: string; kind: string; region: string; city: string | null; path: string } | null;
}

/**
 * The site search (docs/product.md §2): places first, then the best place's profiles, then names; typing
 * mistakes forgiven; the same on both sites.
 */
describe.each(['QC', 'CA'] as const)('GET /api/users/search on the %s site', (website) => {
  let api: TestApi;
  const search = async (term: string, page = 1) => {
    const query = `q=${encodeURIComponent(term)}${page === 1 ? '' : `&page=${page}`}`;
    const response = await api.client().request<Answer>('GET', `/api/users/search?${query}`);
    expect(response.status, term).toBe(200);
    return response.body;
  };
  const usernames = (answer: Answer) => answer.data.map((card) => card.username);

  beforeAll(async () => {
    api = await startTestApi({ WEBSITE: website });
    const fixture = directoryFixture(api);
    const at = (region: string, city: string | null) => ({ location: { region, city } });
    // Three profiles across Montréal's places, none naming the city.
    await fixture.add({
      username: 'aurore',
      changes: { headline: 'Au centre-ville', ...at('montreal', 'ville-marie') },
    });
    await fixture.add({ username: 'blanche', changes: { headline: 'Près du métro', ...at('montreal', 'verdun') } });
    await fixture.add({
      username: 'celeste',
      changes: { headline: 'Soirées calmes', ...at('montreal', 'montreal-nord') },
    });
    // Elsewhere, but their names and headlines look like the term: they come after Montréal's own profiles.
    await fixture.add({ username: 'montrealaise', changes: { headline: 'Visites', ...at('laval', null) } });
    await fixture.add({
      username: 'delphine',
      changes: { headline: 'De passage à Montréal bientôt', ...at('laurentides', 'mont-tremblant') },
    });
    await fixture.add({
      username: 'eloise',
      changes: { headline: 'Au bord du fleuve', ...at('mauricie', 'trois-rivieres') },
    });
    await fixture.add({ username: 'fabienne', changes: { headline: 'En Estrie', ...at('estrie', 'sherbrooke') } });
    await fixture.add({
      username: 'gabrielle.rose',
      changes: { headline: 'Massages', tags: ['massage'], ...at('laval', null) },
    });
    await fixture.add({ username: 'gabrielle', changes: { headline: 'Bonjour', ...at('laval', null) } });
    await fixture.add({ username: 'agabrielle', changes: { headline: 'Salut', ...at('laval', null) } });
    // Two Gaëlles in Gatineau, a third elsewhere: "gaelle gatineau" names the place and the name.
    await fixture.add({ username: 'gaelle', changes: { headline: 'Bonsoir', ...at('outaouais', 'gatineau') } });
    await fixture.add({ username: 'mariegaelle', changes: { headline: 'Douceur', ...at('outaouais', 'gatineau') } });
    await fixture.add({ username: 'gaelle.b', changes: { headline: 'Rive-Sud', ...at('laval', null) } });
    // More Nadias in Brossard than the overlay shows at once.
    for (let index = 1; index <= 21; index++) {
      const username = `nadia${String(index).padStart(2, '0')}`;
      await fixture.add({ username, changes: { headline: 'Rive-Sud', ...at('monteregie', 'brossard') } });
    }
    await fixture.settle();
  });
  afterAll(async () => {
    await api?.close();
  });

  it('lists Montréal, then its profiles, whatever the accents, case or a missing letter', async () => {
    for (const term of ['Montréal', 'montreal', 'Montral']) {
      const answer = await search(term);
      expect(answer.places[0], term).toMatchObject({
        kind: 'region',
        province: 'quebec',
        region: 'montreal',
        total: 3,
      });
      expect(usernames(answer).slice(0, 3).sort(), term).toEqual(['aurore', 'blanche', 'celeste']);
      // Profiles elsewhere that only resemble the term follow the place's own.
      expect(usernames(answer).slice(3), term).toEqual(expect.arrayContaining(['montrealaise']));
    }
  });

  it('puts the place named exactly before places that only start with it', async () => {
    const answer = await search('Montréal');
    expect(answer.places.map((place) => place.city ?? place.region).slice(0, 2)).toEqual(['montreal', 'montreal-nord']);
  });

  it('finds Trois-Rivières without its accent and Sherbrooke from its first letters', async () => {
    const rivers = await search('Trois-Rivieres');
    expect(rivers.places[0]).toMatchObject({ kind: 'city', region: 'mauricie', city: 'trois-rivieres', total: 1 });
    expect(usernames(rivers)[0]).toBe('eloise');
    const sherbrooke = await search('Sherbrook');
    expect(sherbrooke.places[0]).toMatchObject({ kind: 'city', region: 'estrie', city: 'sherbrooke', total: 1 });
    expect(usernames(sherbrooke)[0]).toBe('fabienne');
  });

  it('ranks a name equal to the term first, then names starting with it, then names containing it', async () => {
    const answer = await search('Gabrielle');
    expect(answer.places).toEqual([]);
    expect(usernames(answer)).toEqual(['gabrielle', 'gabrielle.rose', 'agabrielle']);
  });

  it('forgives a letter missing, doubled or two letters swapped in a name', async () => {
    for (const term of ['Gabrelle', 'Gabriellle', 'Gabirelle']) {
      expect(usernames(await search(term)), term).toContain('gabrielle');
    }
  });

  it('finds profiles by a tag and shows each card with its place', async () => {
    const answer = await search('massage');
    expect(answer.data[0]).toMatchObject({ username: 'gabrielle.rose', location: { region: 'laval', city: null } });
  });

  it('looks for the other words of a term naming a place within that place, and still shows the place', async () => {
    for (const term of ['gaelle gatineau', 'Gaëlle Gatineau', 'gatineau gaelle']) {
      const answer = await search(term);
      expect(usernames(answer).sort(), term).toEqual(['gaelle', 'mariegaelle']);
      expect(answer.places[0], term).toMatchObject({ kind: 'city', region: 'outaouais', city: 'gatineau', total: 2 });
    }
  });

  it('suggests no place without profiles', async () => {
    // Lavaltrie and LaSalle hold nobody here: only Laval, with its profiles, remains.
    const laval = await search('Laval');
    expect(laval.places.map((place) => place.city ?? place.region)).toEqual(['laval']);
    expect(laval.places[0]?.total).toBeGreaterThan(0);
    const gatineau = await search('Gatineau');
    expect(gatineau.places.map((place) => place.city ?? place.region)).toEqual(['gatineau']);
  });

  it('says when more profiles match than shown, and where to see them all', async () => {
    const names = await search('nadia');
    expect(names.data).toHaveLength(20);
    expect(names).toMatchObject({ more: true, seeAll: null });
    const shownMore = await search('nadia', 2);
    expect(shownMore.data).toHaveLength(21);
    expect(shownMore.more).toBe(false);

    const place = await search('Brossard');
    expect(place.data).toHaveLength(20);
    expect(place).toMatchObject({ more: true, seeAll: { region: 'monteregie', city: 'brossard', total: 21 } });
    expect(await search('Gatineau')).toMatchObject({ more: false, seeAll: null });
  });

  it('points to the sister site for a place only it serves', async () => {
    const answer = await search('Toronto');
    expect(answer.places).toEqual([]);
    if (website === 'QC') {
      expect(answer.sister).toEqual({
        website: 'CA',
        kind: 'region',
        province: 'ontario',
        region: 'greater-toronto-area',
        city: null,
        path: '/all/greater-toronto-area',
      });
    } else {
      // The Canadian site serves every province: nothing is only on the Quebec site.
      expect(answer.sister).toBeNull();
    }
    expect((await search('Gatineau')).sister).toBeNull();
  });
});
