import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GhostModeChanged,
  ProfileClaimed,
  ProfileEdited,
  streams,
  type ProfileLocation,
  typoDistance,
  typosAllowed,
  UserDeleted,
} from '@annuaire/shared';
import { happened } from '../testing/events';
import { openReadModel, START_AT, type ReadModelSpec } from '../testing/readModel';
import { registered } from '../testing/users';
import { directoryProjection } from './projection';
import { searchProfiles } from './queries';
import type { DirectoryDatabase } from './table';

let rm: ReadModelSpec<DirectoryDatabase>;
const now = new Date(START_AT + 24 * 3_600_000);

const MONTREAL = { region: 'montreal', city: 'ville-marie' };
const LAVAL = { region: 'laval', city: null };

/** A listed escort of that name, in Montréal unless told otherwise. */
async function escort(username: string, location: ProfileLocation = MONTREAL) {
  const { userId, event } = registered({ username });
  await rm.given([event, happened(ProfileEdited, streams.user(userId), { changes: { location } })]);
  return userId;
}

const found = async (term: string, options: { listing?: string } = {}) =>
  (await searchProfiles(rm.db, term, { now, limit: 21, ...options })).map((hit) => hit.state.username);

beforeAll(async () => {
  rm = await openReadModel(directoryProjection);
  for (const username of ['escort', 'isabelle', 'isabelle.rose', 'isobelle', 'anna', 'sarah', 'christine']) {
    await escort(username);
  }
  await escort('valentina', LAVAL);
  // Unlisted: under review (a pending escort registered an hour ago), and hidden in ghost mode.
  const pending = registered(
    { username: 'escorte', pending: true },
    { at: new Date(now.getTime() - 3_600_000).toISOString() },
  );
  await rm.given([pending.event]);
  const ghost = registered({ username: 'escorts' });
  await rm.given([ghost.event, happened(GhostModeChanged, streams.user(ghost.userId), { ghost: true, online: null })]);
});
afterAll(async () => {
  await rm.close();
});

describe('searchProfiles forgives typing mistakes in usernames (docs/product.md §2)', () => {
  it('finds a short name with two neighbouring letters swapped', async () => {
    expect(await found('esocrt')).toEqual(['escort']);
  });

  it('finds a name from its first letters, and from a mistyped beginning', async () => {
    // Names starting with the term first (in rank order, which ids draw here), then isobelle, a typo away.
    const isabel = await found('isabel');
    expect([...isabel.slice(0, 2)].sort()).toEqual(['isabelle', 'isabelle.rose']);
    expect(isabel.slice(2)).toEqual(['isobelle']);
    expect((await found('isbael')).sort()).toEqual(['isabelle', 'isabelle.rose']);
  });

  it('ranks fewer typos first, a whole name before one whose beginning only is that close', async () => {
    // isabelle: one swap; isabelle.rose: its beginning one swap away; isobelle: a swap and a wrong letter.
    expect(await found('isabelel')).toEqual(['isabelle', 'isabelle.rose', 'isobelle']);
  });

  it('forgives nothing in a term of 3 letters', async () => {
    expect(await found('ana')).toEqual([]);
    expect(await found('anna')).toEqual(['anna']);
  });

  it('forgives one typo in a term of 5 letters, not two', async () => {
    expect(await found('asrah')).toEqual(['sarah']);
    expect(await found('asrha')).toEqual([]);
  });

  it('forgives two typos in a name of 9 letters, a swap among them, not three', async () => {
    expect(await found('chrsitina')).toEqual(['christine']);
    expect(await found('cgrsitina')).toEqual([]);
  });

  it('never answers an unlisted profile, however close its name', async () => {
    expect(await found('escort')).toEqual(['escort']);
    expect(await found('escorte')).toEqual(['escort']);
  });

  it('looks only within the listing asked for', async () => {
    expect(await found('valnetina', { listing: 'all/laval' })).toEqual(['valentina']);
    expect(await found('valnetina', { listing: 'all/montreal' })).toEqual([]);
    expect(await found('esocrt', { listing: 'all/laval' })).toEqual([]);
  });

  it('follows a renamed profile to its new name, and forgets a deleted one', async () => {
    const userId = await escort('delphine');
    await rm.given([happened(ProfileClaimed, streams.user(userId), { username: 'philomene' })]);
    expect(await found('dlephine')).toEqual([]);
    expect(await found('phliomene')).toEqual(['philomene']);
    await rm.given([happened(UserDeleted, streams.user(userId), { notifyReporters: false })]);
    expect(await found('phliomene')).toEqual([]);
  });
});

describe('typo keys', () => {
  /** A deterministic stream of pseudo-random numbers below `n`. */
  let seed = 42;
  const below = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % n;
  };
  const letters = 'aeilnorst';
  const mistyped = (text: string) => {
    const at = below(text.length);
    const letter = letters[below(letters.length)]!;
    switch (below(4)) {
      case 0:
        return text.slice(0, at) + text.slice(at + 1);
      case 1:
        return text.slice(0, at) + letter + text.slice(at);
      case 2:
        return text.slice(0, at) + letter + text.slice(at + 1);
      default:
        return text.slice(0, at) + text.slice(at + 1, at + 2) + text.slice(at, at + 1) + text.slice(at + 2);
    }
  };

  it('are shared by every name and term typoDistance forgives (the lookup misses no name)', async () => {
    const pairs: { term: string; name: string }[] = [];
    while (pairs.length < 2_000) {
      const name = Array.from({ length: 3 + below(14) }, () => letters[below(letters.length)]).join('');
      let term = name.slice(0, 1 + below(name.length + 2));
      for (let typos = below(3); typos > 0; typos -= 1) term = mistyped(term);
      const allowed = typosAllowed(term.length);
      if (allowed > 0 && typoDistance(term, name, allowed).prefix <= allowed) pairs.push({ term, name });
    }
    const { rows } = await sql<{ term: string; name: string }>`
      select term, name from unnest(${pairs.map((pair) => pair.term)}::text[], ${pairs.map((pair) => pair.name)}::text[])
        as pair (term, name)
      where not directory.typo_keys(name) && directory.typo_term_keys(term)`.execute(rm.db);
    expect(rows).toEqual([]);
  });
});
