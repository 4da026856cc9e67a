import type { Insertable, Transaction } from 'kysely';
import { evolveUser, flagEvents, initialUserState, unreachable, userEvents, type UserState } from '@annuaire/shared';
import { defineProjection, type ProjectedEvent } from '../../runtime/projection';
import { mainPlaceOf, movePlace, moveStays, wantedListings, type PlaceStay, type ListingStay } from './stays';
import {
  ANALYTICS_FACTS_TABLES_SQL,
  type AnalyticsFactsDatabase,
  type ApprovalsTable,
  type PictureDecisionsTable,
  type RoleChangesTable,
} from './table';

type Trx = Transaction<AnalyticsFactsDatabase>;
type UserStreamEvent = ProjectedEvent<(typeof userEvents)[number]>;
type FlagStreamEvent = ProjectedEvent<(typeof flagEvents)[number]>;

/** One member as a batch folds them: state, open stays, and the stays that ended during the batch. */
interface Member {
  state: UserState;
  stays: ListingStay[];
  endedStays: ListingStay[];
  place: PlaceStay | null;
  endedPlaces: PlaceStay[];
}

const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());

const DECISIONS = {
  PictureApproved: 'approved',
  PictureDeclined: 'declined',
  PictureReturnedToPending: 'returned_to_pending',
} as const;

/**
 * The facts the analysts' views need and no other read model keeps with their history (docs/analytics.md):
 * listing stays and main places over time, registrations and role switches, approvals, picture decisions with
 * their upload time, flags including deleted ones. Members are folded with the same `evolveUser` as the deciders.
 */
export const analyticsFactsProjection = defineProjection({
  name: 'analytics_facts',
  // 2: approvals joined the tables; a worker on version 1's tables rebuilds them from the log.
  version: 2,
  events: [...userEvents, ...flagEvents],
  tables: [
    'member_states',
    'place_history',
    'listing_stays',
    'role_changes',
    'approvals',
    'picture_decisions',
    'flag_lifecycles',
  ],
  createTables: ANALYTICS_FACTS_TABLES_SQL,
  async handle(events, trx: Trx) {
    const memberEvents = events.filter((event): event is UserStreamEvent => event.stream.category === 'user');
    if (memberEvents.length > 0) await foldMembers(trx, memberEvents);
    for (const event of events.filter((event): event is FlagStreamEvent => event.stream.category === 'flag')) {
      await foldFlag(trx, event);
    }
  },
});

async function foldMembers(trx: Trx, events: readonly UserStreamEvent[]) {
  const members = await loadMembers(trx, [...new Set(events.map((event) => event.stream.id))]);
  const roleChanges: Insertable<RoleChangesTable>[] = [];
  const approvals: Insertable<ApprovalsTable>[] = [];
  const decisions: Insertable<PictureDecisionsTable>[] = [];
  for (const event of events) {
    const member = members.get(event.stream.id)!;
    const before = member.state;
    const at = Date.parse(event.metadata.at);
    member.state = evolveUser(before, { ...event, at: event.metadata.at });
    const stays = moveStays(member.stays, wantedListings(member.state, at), at);
    member.stays = stays.open;
    member.endedStays.push(...stays.ended);
    const place = movePlace(member.place, mainPlaceOf(member.state), at);
    member.place = place.open;
    if (place.ended) member.endedPlaces.push(place.ended);
    const base = { event_id: event.id, user_id: event.stream.id, actor_role: event.metadata.actorRole };
    if (event.type === 'UserRegistered' || event.type === 'RoleSwitched') {
      const registered = event.type === 'UserRegistered';
      roleChanges.push({
        ...base,
        at: event.metadata.at,
        change: registered ? 'registered' : 'switched',
        from_role: registered ? null : event.data.from,
        to_role: registered ? event.data.role : event.data.to,
        libertine: event.data.libertine,
      });
    }
    if (event.type === 'UserApproved') {
      // Every approval, a re-approval included: the view marks each member's first.
      approvals.push({ ...base, role: member.state.role, at: event.metadata.at });
    }
    const decision = decisionOf(event);
    if (decision) {
      const picture = before.pictures.find((candidate) => candidate.id === decision.pictureId);
      decisions.push({
        ...base,
        picture_id: decision.pictureId,
        uploaded_at: picture?.addedAt ?? null,
        decision: decision.decision,
        decided_at: event.metadata.at,
      });
    }
  }
  await saveMembers(trx, members);
  if (roleChanges.length > 0) await trx.insertInto('role_changes').values(roleChanges).execute();
  if (approvals.length > 0) await trx.insertInto('approvals').values(approvals).execute();
  if (decisions.length > 0) await trx.insertInto('picture_decisions').values(decisions).execute();
}

/** Staff's moderation decisions; a member removing their own picture decides nothing. */
function decisionOf(event: UserStreamEvent) {
  switch (event.type) {
    case 'PictureApproved':
    case 'PictureDeclined':
    case 'PictureReturnedToPending':
      return { pictureId: event.data.pictureId, decision: DECISIONS[event.type] };
    case 'PictureRemoved':
      return event.data.byStaff ? { pictureId: event.data.pictureId, decision: 'removed' as const } : null;
    default:
      return null;
  }
}

async function loadMembers(trx: Trx, ids: readonly string[]): Promise<Map<string, Member>> {
  const [states, stays, places] = await Promise.all([
    trx.selectFrom('member_states').selectAll().where('user_id', 'in', ids).execute(),
    trx.selectFrom('listing_stays').selectAll().where('user_id', 'in', ids).where('listed_until', 'is', null).execute(),
    trx.selectFrom('place_history').selectAll().where('user_id', 'in', ids).where('valid_to', 'is', null).execute(),
  ]);
  const members = new Map<string, Member>(
    ids.map((id) => [id, { state: initialUserState, stays: [], endedStays: [], place: null, endedPlaces: [] }]),
  );
  for (const row of states) members.get(row.user_id)!.state = row.state;
  for (const row of stays) {
    members.get(row.user_id)!.stays.push({
      listing: row.listing,
      category: row.category,
      region: row.region,
      city: row.city,
      from: row.listed_from.getTime(),
      until: null,
      activeUntil: row.active_until?.getTime() ?? null,
    });
  }
  for (const row of places) {
    members.get(row.user_id)!.place = {
      region: row.region,
      city: row.city,
      from: row.valid_from.getTime(),
      until: null,
    };
  }
  return members;
}

/**
 * Writes the batch's outcome per member: the state, and the open stays replaced by what the batch left open plus
 * what it ended (a stay is keyed by its start, which the batch may have moved while the stay had not begun).
 */
async function saveMembers(trx: Trx, members: ReadonlyMap<string, Member>) {
  const ids = [...members.keys()];
  const all = [...members.entries()];
  await trx
    .insertInto('member_states')
    .values(all.map(([user_id, { state }]) => ({ user_id, state: JSON.stringify(state) })))
    .onConflict((oc) => oc.column('user_id').doUpdateSet((eb) => ({ state: eb.ref('excluded.state') })))
    .execute();
  await trx.deleteFrom('listing_stays').where('user_id', 'in', ids).where('listed_until', 'is', null).execute();
  const stays = all.flatMap(([user_id, member]) =>
    [...member.endedStays, ...member.stays].map((stay) => ({
      user_id,
      listing: stay.listing,
      category: stay.category,
      region: stay.region,
      city: stay.city,
      listed_from: iso(stay.from)!,
      listed_until: iso(stay.until),
      active_until: iso(stay.activeUntil),
    })),
  );
  if (stays.length > 0) {
    await trx
      .insertInto('listing_stays')
      .values(stays)
      .onConflict((oc) =>
        oc.columns(['user_id', 'listing', 'listed_from']).doUpdateSet((eb) => ({
          listed_until: eb.ref('excluded.listed_until'),
          active_until: eb.ref('excluded.active_until'),
        })),
      )
      .execute();
  }
  await trx.deleteFrom('place_history').where('user_id', 'in', ids).where('valid_to', 'is', null).execute();
  const places = all.flatMap(([user_id, member]) =>
    [...member.endedPlaces, ...(member.place ? [member.place] : [])].map((place) => ({
      user_id,
      region: place.region,
      city: place.city,
      valid_from: iso(place.from)!,
      valid_to: iso(place.until),
    })),
  );
  if (places.length > 0) {
    await trx
      .insertInto('place_history')
      .values(places)
      .onConflict((oc) =>
        oc.columns(['user_id', 'valid_from']).doUpdateSet((eb) => ({
          region: eb.ref('excluded.region'),
          city: eb.ref('excluded.city'),
          valid_to: eb.ref('excluded.valid_to'),
        })),
      )
      .execute();
  }
}

async function foldFlag(trx: Trx, event: FlagStreamEvent) {
  const flagId = event.stream.id;
  switch (event.type) {
    case 'FlagCreated':
      await trx
        .insertInto('flag_lifecycles')
        .values({
          flag_id: flagId,
          type: event.data.type,
          created_at: event.metadata.at,
          created_by_role: event.metadata.actorRole,
        })
        .execute();
      return;
    case 'FlagEdited':
      if (event.data.changes.type) {
        await trx
          .updateTable('flag_lifecycles')
          .set({ type: event.data.changes.type })
          .where('flag_id', '=', flagId)
          .execute();
      }
      return;
    case 'FlagDeleted':
      await trx
        .updateTable('flag_lifecycles')
        .set({ deleted_at: event.metadata.at })
        .where('flag_id', '=', flagId)
        .execute();
      return;
    default:
      return unreachable(event, 'flag event');
  }
}
