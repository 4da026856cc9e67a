import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FlagCreated,
  FlagDeleted,
  FlagEdited,
  GhostModeChanged,
  PictureAdded,
  PictureApproved,
  PictureRemoved,
  ProfileCompletionRequested,
  ProfileEdited,
  RoleSwitched,
  streams,
  UserApproved,
  UserDeleted,
  UserSeen,
  type ProfileChanges,
} from '@annuaire/shared';
import { CheckpointMovedError } from '../../runtime/apply';
import { happened } from '../../testing/events';
import { openReadModel, type ReadModelSpec } from '../../testing/readModel';
import { registered } from '../../testing/users';
import { analyticsFactsProjection } from './projection';
import type { AnalyticsFactsDatabase } from './table';

// Set once by this file's beforeAll and shared by its tests: one database (and what runs on it) per spec file,
// as vitest runs each file in its own worker; nothing outside this file sees it.
let rm: ReadModelSpec<AnalyticsFactsDatabase>;
beforeAll(async () => {
  rm = await openReadModel(analyticsFactsProjection);
});
afterAll(async () => {
  await rm.close();
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T0 = Date.parse('2026-03-02T12:00:00.000Z');
const at = (offset: number) => ({ at: new Date(T0 + offset).toISOString() });
const instant = (offset: number) => new Date(T0 + offset);
const MONTREAL = { region: 'montreal', city: 'ville-marie' };
const LAVAL = { region: 'laval', city: null };
const edited = (userId: string, changes: ProfileChanges, offset: number) =>
  happened(ProfileEdited, streams.user(userId), { changes }, at(offset));
const seen = (userId: string, offset: number) => happened(UserSeen, streams.user(userId), {}, at(offset));

const facts = () => rm.db.withSchema('analytics_facts');
const staysOf = (userId: string) =>
  facts()
    .selectFrom('listing_stays')
    .select(['listing', 'listed_from', 'listed_until', 'active_until'])
    .where('user_id', '=', userId)
    .orderBy('listed_from')
    .orderBy('listing')
    .execute();

/** The four pages of a woman escort in downtown Montréal. */
const MONTREAL_PAGES = [
  'all/montreal',
  'all/montreal/ville-marie',
  'female-escorts/montreal',
  'female-escorts/montreal/ville-marie',
];

describe('analytics facts read model', () => {
  it('lists a new escort in her places 12 hours after registering, or once approved if sooner', async () => {
    const late = registered({ pending: true }, at(0));
    await rm.given([late.event, edited(late.userId, { location: MONTREAL }, 60_000)]);
    expect(await staysOf(late.userId)).toEqual(
      MONTREAL_PAGES.map((listing) => ({
        listing,
        listed_from: instant(12 * HOUR),
        listed_until: null,
        active_until: instant(18 * DAY),
      })),
    );

    const approved = registered({ pending: true }, at(0));
    await rm.given([
      approved.event,
      edited(approved.userId, { location: MONTREAL }, 60_000),
      happened(UserApproved, streams.user(approved.userId), {}, at(2 * HOUR)),
    ]);
    expect((await staysOf(approved.userId)).map((stay) => stay.listed_from)).toEqual(
      MONTREAL_PAGES.map(() => instant(2 * HOUR)),
    );
  });

  it('ends the stays while in ghost mode, and opens new ones when it ends', async () => {
    const { userId, event } = registered({}, at(0));
    await rm.given([event, edited(userId, { location: LAVAL }, 0)]);
    await rm.given([
      happened(GhostModeChanged, streams.user(userId), { ghost: true, online: null }, at(DAY)),
      happened(
        GhostModeChanged,
        streams.user(userId),
        { ghost: false, online: instant(3 * DAY).toISOString() },
        at(3 * DAY),
      ),
    ]);
    expect(await staysOf(userId)).toEqual([
      { listing: 'all/laval', listed_from: instant(0), listed_until: instant(DAY), active_until: instant(18 * DAY) },
      {
        listing: 'female-escorts/laval',
        listed_from: instant(0),
        listed_until: instant(DAY),
        active_until: instant(18 * DAY),
      },
      { listing: 'all/laval', listed_from: instant(3 * DAY), listed_until: null, active_until: instant(21 * DAY) },
      {
        listing: 'female-escorts/laval',
        listed_from: instant(3 * DAY),
        listed_until: null,
        active_until: instant(21 * DAY),
      },
    ]);
  });

  it('drops a profile unseen for 18 days then, and lists it again when its member is back', async () => {
    const { userId, event } = registered({}, at(0));
    await rm.given([event, edited(userId, { location: LAVAL }, 0), seen(userId, DAY)]);
    await rm.given([seen(userId, 30 * DAY)]);
    const allLaval = (await staysOf(userId)).filter((stay) => stay.listing === 'all/laval');
    expect(allLaval).toEqual([
      {
        listing: 'all/laval',
        listed_from: instant(0),
        listed_until: instant(19 * DAY),
        active_until: instant(19 * DAY),
      },
      { listing: 'all/laval', listed_from: instant(30 * DAY), listed_until: null, active_until: instant(48 * DAY) },
    ]);
  });

  it('keeps where each member advertised over time, until they leave', async () => {
    const { userId, event } = registered({}, at(0));
    await rm.given([
      event,
      edited(userId, { location: MONTREAL }, HOUR),
      edited(userId, { location: LAVAL }, DAY),
      happened(UserDeleted, streams.user(userId), { notifyReporters: false }, at(2 * DAY)),
    ]);
    const places = await facts()
      .selectFrom('place_history')
      .select(['region', 'city', 'valid_from', 'valid_to'])
      .where('user_id', '=', userId)
      .orderBy('valid_from')
      .execute();
    expect(places).toEqual([
      { region: 'montreal', city: 'ville-marie', valid_from: instant(HOUR), valid_to: instant(DAY) },
      { region: 'laval', city: null, valid_from: instant(DAY), valid_to: instant(2 * DAY) },
    ]);
    expect(
      await facts()
        .selectFrom('listing_stays')
        .select('listed_until')
        .where('user_id', '=', userId)
        .where('listed_until', 'is', null)
        .execute(),
    ).toEqual([]);
  });

  it('records registrations and role switches with the roles on both sides', async () => {
    const { userId, event } = registered({}, at(0));
    await rm.given([
      event,
      happened(
        RoleSwitched,
        streams.user(userId),
        { from: 'escort', to: 'client', libertine: true },
        { ...at(DAY), actorRole: 'admin' },
      ),
    ]);
    const changes = await facts()
      .selectFrom('role_changes')
      .select(['change', 'from_role', 'to_role', 'libertine', 'actor_role', 'at'])
      .where('user_id', '=', userId)
      .orderBy('at')
      .execute();
    expect(changes).toEqual([
      {
        change: 'registered',
        from_role: null,
        to_role: 'escort',
        libertine: false,
        actor_role: 'system',
        at: instant(0),
      },
      {
        change: 'switched',
        from_role: 'escort',
        to_role: 'client',
        libertine: true,
        actor_role: 'admin',
        at: instant(DAY),
      },
    ]);
  });

  it('records every approval with the role then, a re-approval after a completion request included', async () => {
    const escort = registered({ pending: true }, at(0));
    const stream = streams.user(escort.userId);
    // A client switched into escort leaves review by the switch, with no approval to record.
    const switched = registered({ role: 'client' }, at(0));
    await rm.given([
      escort.event,
      switched.event,
      happened(UserApproved, stream, {}, { ...at(2 * HOUR), actorRole: 'moderator' }),
      happened(ProfileCompletionRequested, stream, { wasPending: false }, { ...at(DAY), actorRole: 'moderator' }),
      happened(UserApproved, stream, {}, { ...at(2 * DAY), actorRole: 'admin' }),
      happened(
        RoleSwitched,
        streams.user(switched.userId),
        { from: 'client', to: 'escort', libertine: false },
        { ...at(DAY), actorRole: 'admin' },
      ),
    ]);
    const approvals = await facts()
      .selectFrom('approvals')
      .select(['user_id', 'role', 'at', 'actor_role'])
      .where('user_id', 'in', [escort.userId, switched.userId])
      .orderBy('at')
      .execute();
    expect(approvals).toEqual([
      { user_id: escort.userId, role: 'escort', at: instant(2 * HOUR), actor_role: 'moderator' },
      { user_id: escort.userId, role: 'escort', at: instant(2 * DAY), actor_role: 'admin' },
    ]);
  });

  it("records staff's picture decisions with the picture's upload time, not a member's own removal", async () => {
    const { userId, event } = registered({}, at(0));
    const [kept, removed] = [randomUUID(), randomUUID()];
    const add = (pictureId: string, offset: number) =>
      happened(
        PictureAdded,
        streams.user(userId),
        { pictureId, url: `u/${pictureId}`, width: 10, height: 10 },
        at(offset),
      );
    await rm.given([
      event,
      add(kept, HOUR),
      add(removed, HOUR),
      happened(PictureApproved, streams.user(userId), { pictureId: kept }, { ...at(3 * HOUR), actorRole: 'moderator' }),
      happened(PictureRemoved, streams.user(userId), { pictureId: removed, byStaff: false }, at(4 * HOUR)),
    ]);
    const decisions = await facts()
      .selectFrom('picture_decisions')
      .select(['picture_id', 'decision', 'uploaded_at', 'decided_at', 'actor_role'])
      .where('user_id', '=', userId)
      .execute();
    expect(decisions).toEqual([
      {
        picture_id: kept,
        decision: 'approved',
        uploaded_at: instant(HOUR),
        decided_at: instant(3 * HOUR),
        actor_role: 'moderator',
      },
    ]);
  });

  it('keeps a deleted flag, with its type and when it was deleted', async () => {
    const flagId = randomUUID();
    const stream = streams.flag(flagId);
    await rm.given([
      happened(
        FlagCreated,
        stream,
        { flagId, type: 'email', value: 'a@b.example', note: 'scam' },
        { ...at(0), actorRole: 'moderator' },
      ),
      happened(FlagEdited, stream, { changes: { type: 'phone', value: '5145550101' } }, at(HOUR)),
      happened(FlagDeleted, stream, {}, at(DAY)),
    ]);
    const flag = await facts()
      .selectFrom('flag_lifecycles')
      .selectAll()
      .where('flag_id', '=', flagId)
      .executeTakeFirst();
    expect(flag).toEqual({
      flag_id: flagId,
      type: 'phone',
      created_at: instant(0),
      deleted_at: instant(DAY),
      created_by_role: 'moderator',
    });
  });

  it('applying the same batch twice changes nothing', async () => {
    const { userId, event } = registered({}, at(0));
    const batch = await rm.given([event, edited(userId, { location: MONTREAL }, HOUR), seen(userId, DAY)]);
    const before = await rm.allRows();
    await expect(rm.redeliver(batch)).rejects.toBeInstanceOf(CheckpointMovedError);
    expect(await rm.allRows()).toEqual(before);
  });
});
