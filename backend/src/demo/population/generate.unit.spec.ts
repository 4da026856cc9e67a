import { describe, expect, it } from 'vitest';
import { findCity, findRegion, HEADLINE_MAX, ProfileChanges, ProfileLocation } from '@annuaire/shared';
import { FIRST_START_SEED } from './firstStart';
import {
  BIOS,
  DEMO_TAGS,
  frenchAt,
  frenchOf,
  HEADLINES,
  LIBERTINE_BIOS,
  LIBERTINE_HEADLINES,
  type TextLocale,
} from './content';
import { planPopulation, type PlannedUser } from './generate';

const now = new Date('2026-11-22T12:00:00Z');
const plan = (variant: 'QC' | 'CA', users = 2000, seed = 7) => planPopulation({ users, variant, seed, now });

/** Each profile holder's first profile edit, whether staff verified it, and whether it is an escort's. */
function profiles(people: readonly PlannedUser[]) {
  return people.flatMap((user) => {
    const edit = user.steps.find((step) => step.command.type === 'EditProfile')?.command;
    if (edit?.type !== 'EditProfile') return [];
    const escort = !user.steps.some((step) => step.command.type === 'SwitchRole');
    const verified = user.steps.some((step) => step.command.type === 'SetVerificationState');
    const feminine = user.gender === 'woman' || user.gender === 'trans-woman';
    return [{ user, changes: edit.changes, escort, verified, feminine }];
  });
}

/** Whether a headline and a bio come from the given language's texts (headlines start with the name). */
function writtenIn(locale: TextLocale, profile: ReturnType<typeof profiles>[number]): boolean {
  const { changes, escort, feminine } = profile;
  const location = changes.location!;
  const place = location.city
    ? findCity(location.region, location.city)!.label
    : findRegion(undefined, location.region)!.label;
  const headlines = (escort ? HEADLINES : LIBERTINE_HEADLINES)[locale].map((headline) => headline('', place, feminine));
  const bios = (escort ? BIOS : LIBERTINE_BIOS)[locale].map((bio) => bio(feminine));
  return headlines.some((rest) => changes.headline!.endsWith(rest)) && bios.includes(changes.bio!);
}

describe('the demo population', () => {
  it('is the same for the same seed, and different for another', () => {
    expect(plan('QC', 50).map((user) => user.username)).toEqual(plan('QC', 50).map((user) => user.username));
    expect(plan('QC', 50, 8).map((user) => user.username)).not.toEqual(plan('QC', 50).map((user) => user.username));
  });

  it('has plausible shares of roles, VIPs and libertines', () => {
    const people = plan('QC');
    const share = (count: number) => count / people.length;
    const escorts = people.filter(
      (user) => user.role === 'escort' && !user.steps.some((s) => s.command.type === 'SwitchRole'),
    );
    expect(share(escorts.length)).toBeGreaterThan(0.55);
    expect(share(escorts.length)).toBeLessThan(0.75);
    const libertines = people.filter((user) => user.steps.some((s) => s.command.type === 'SwitchRole'));
    expect(share(libertines.length)).toBeGreaterThan(0.08);
    expect(share(libertines.length)).toBeLessThan(0.2);
    const vips = escorts.filter((user) => user.vipPurchaseAt !== null);
    expect(vips.length / escorts.length).toBeGreaterThan(0.1);
    expect(vips.length / escorts.length).toBeLessThan(0.2);
    expect(new Set(people.map((user) => user.username)).size).toBe(people.length);
  });

  it('places people where the variant serves, the big cities first', () => {
    const quebec = plan('QC').flatMap((user) => (user.location ? [user.location] : []));
    expect(quebec.every((place) => findRegion(undefined, place.region)?.province === 'quebec')).toBe(true);
    expect(quebec.every((place) => ProfileLocation.safeParse(place).success)).toBe(true);
    const montreal = quebec.filter((place) => place.region === 'montreal').length;
    const abitibi = quebec.filter((place) => place.region === 'abitibi-temiscamingue').length;
    expect(montreal).toBeGreaterThan(abitibi * 3);
    const canada = plan('CA').flatMap((user) => (user.location ? [user.location] : []));
    const provinces = new Set(canada.map((place) => findRegion(undefined, place.region)?.province));
    expect(provinces.size).toBeGreaterThanOrEqual(8);
  });

  it('gives each site’s largest city the most profiles in the population npm start seeds', () => {
    for (const [variant, largest] of [
      ['QC', 'montreal'],
      ['CA', 'greater-toronto-area'],
    ] as const) {
      const counts = new Map<string, number>();
      for (const user of plan(variant, 500, FIRST_START_SEED)) {
        if (user.location) counts.set(user.location.region, (counts.get(user.location.region) ?? 0) + 1);
      }
      const busiest = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
      expect(busiest, variant).toBe(largest);
    }
  });

  it('keeps bios and tags neutral, and every step in the past and in order', () => {
    for (const user of plan('CA', 500)) {
      for (const step of user.steps) {
        expect(step.at.getTime()).toBeLessThanOrEqual(now.getTime());
        if (step.command.type === 'EditProfile') {
          for (const tag of step.command.changes.tags ?? []) expect(DEMO_TAGS).toContain(tag);
        }
      }
      const times = user.steps.map((step) => step.at.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
  });

  it('writes headlines as people do: place names as the site spells them, French contractions', () => {
    expect(frenchAt('Le Plateau-Mont-Royal')).toBe('au Plateau-Mont-Royal');
    expect(frenchAt('Les Îles-de-la-Madeleine')).toBe('aux Îles-de-la-Madeleine');
    expect(frenchAt('La Prairie')).toBe('à La Prairie');
    expect(frenchOf('Le Sud-Ouest')).toBe('du Sud-Ouest');
    expect(frenchOf('Les Îles-de-la-Madeleine')).toBe('des Îles-de-la-Madeleine');
    expect(frenchOf('Alma')).toBe('d’Alma');
    expect(frenchOf('Montréal')).toBe('de Montréal');
    // The population `npm start` seeds first (DEMO_USERS, its seed) and a larger one: each draws its own names
    // and places.
    for (const [variant, count, seed] of [
      ['QC', 500, FIRST_START_SEED],
      ['CA', 500, FIRST_START_SEED],
      ['QC', 800, 7],
      ['CA', 800, 7],
    ] as const) {
      for (const user of plan(variant, count, seed)) {
        for (const step of user.steps) {
          if (step.command.type !== 'EditProfile' || !step.command.changes.headline) continue;
          const { headline, location } = step.command.changes;
          const place = location?.city
            ? findCity(location.region, location.city)!.label
            : findRegion(undefined, location!.region)!.label;
          const named = [place.fr, place.en, place.fr.replace(/^(Le|Les) /, '')];
          expect(
            named.some((name) => headline.includes(name)),
            headline,
          ).toBe(true);
          expect(headline).not.toMatch(/\b(à|de) (le|les|Le|Les) /);
          expect(headline.length, headline).toBeLessThanOrEqual(HEADLINE_MAX);
          // No place key in place of its name ("le plateau mont royal").
          expect(headline).not.toContain(location!.city ?? location!.region);
        }
      }
    }
  });

  it('fills what profiles show for a plausible share: age, languages, rates and services', () => {
    for (const variant of ['QC', 'CA'] as const) {
      const all = profiles(plan(variant, 1000));
      const escorts = all.filter((profile) => profile.escort);
      const share = (list: typeof all, has: (changes: ProfileChanges) => boolean) =>
        list.filter((profile) => has(profile.changes)).length / list.length;
      expect(all.length).toBeGreaterThan(500);
      expect(share(all, (changes) => (changes.languages ?? []).length > 0)).toBeGreaterThanOrEqual(0.3);
      expect(share(escorts, (changes) => (changes.rates ?? []).length > 0)).toBeGreaterThanOrEqual(0.3);
      expect(share(escorts, (changes) => (changes.tags ?? []).length > 0)).toBeGreaterThanOrEqual(0.3);
      expect(share(all, (changes) => changes.age !== undefined)).toBeGreaterThanOrEqual(0.3);
      expect(
        all.filter((profile) => profile.verified).every((profile) => typeof profile.changes.age === 'number'),
      ).toBe(true);
      // Libertines are members, not advertisers: no rates.
      expect(all.filter((profile) => !profile.escort).some((profile) => profile.changes.rates)).toBe(false);
      for (const { changes } of all) {
        expect(ProfileChanges.safeParse(changes).success, JSON.stringify(changes)).toBe(true);
        for (const rate of changes.rates ?? []) expect(changes[rate.place]).toBe(true);
      }
    }
  });

  it('writes headlines and bios in the language of their readers', () => {
    const quebec = profiles(plan('QC', 1000));
    expect(quebec.every((profile) => writtenIn('fr', profile))).toBe(true);
    expect(quebec.some((profile) => profile.changes.headline!.includes('companion'))).toBe(false);
    const canada = profiles(plan('CA', 1000));
    const inQuebec = (profile: (typeof canada)[number]) =>
      findRegion(undefined, profile.changes.location!.region)!.province === 'quebec';
    expect(canada.filter(inQuebec).every((profile) => writtenIn('fr', profile))).toBe(true);
    const elsewhere = canada.filter((profile) => !inQuebec(profile));
    expect(elsewhere.length).toBeGreaterThan(canada.length / 2);
    expect(elsewhere.every((profile) => writtenIn('en', profile))).toBe(true);
    // French agrees with the writer.
    const men = quebec.filter((profile) => !profile.feminine);
    expect(men.length).toBeGreaterThan(0);
    expect(
      men.some((profile) =>
        /accompagnatrice|ponctuelle|Souriante|Nouvelle dans/.test(profile.changes.headline! + profile.changes.bio!),
      ),
    ).toBe(false);
    // Spoken languages start with the one the profile writes in.
    for (const { changes } of quebec) if (changes.languages) expect(changes.languages[0]).toBe('fr');
    for (const profile of elsewhere) if (profile.changes.languages) expect(profile.changes.languages[0]).toBe('en');
  });
});
