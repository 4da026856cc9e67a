import type { ColumnType } from 'kysely';
import type { UserState } from '@annuaire/shared';

/**
 * Facts the other read models keep only as they are now, kept here with their history so the `analytics` views
 * can count them by day (docs/analytics.md). Nothing here is granted to analysts: they read the views only.
 */

/** Each member's folded state (the same `evolveUser` as the deciders), so the next batch can be folded onto it. */
export interface MemberStatesTable {
  user_id: string;
  state: ColumnType<UserState, string, string>;
}

/** Where a member's profile advertised (its main place), over time; `valid_to` null: still there. */
export interface PlaceHistoryTable {
  user_id: string;
  region: string;
  city: string | null;
  valid_from: ColumnType<Date, string, string>;
  valid_to: ColumnType<Date | null, string | null, string | null>;
}

/**
 * One unbroken stay of a profile in one listing page (docs/product.md §4 "Listed"). `listed_until` null: still
 * there, unless `active_until` (the last sign of life plus 18 days; null for a static profile) has passed.
 */
export interface ListingStaysTable {
  user_id: string;
  /** `{category}/{region}` or `{category}/{region}/{city}`, the listing's address as the directory keys it. */
  listing: string;
  category: string;
  region: string;
  city: string | null;
  listed_from: ColumnType<Date, string, string>;
  listed_until: ColumnType<Date | null, string | null, string | null>;
  active_until: ColumnType<Date | null, string | null, string | null>;
}

/** A registration (`from_role` null) or a staff role switch (docs/product.md §4). */
export interface RoleChangesTable {
  event_id: string;
  user_id: string;
  at: ColumnType<Date, string, never>;
  change: 'registered' | 'switched';
  from_role: string | null;
  to_role: string;
  libertine: boolean;
  actor_role: string;
}

/**
 * A `UserApproved`: staff took a pending member out of review (docs/product.md §4). Every approval is kept, a
 * re-approval after a completion request (which makes the member pending again) included; the view marks the first.
 * A role switch clears pending without an approval, so a member switched into escort has none from it.
 */
export interface ApprovalsTable {
  event_id: string;
  user_id: string;
  /** The member's role when approved (a switch later does not change it). */
  role: string;
  at: ColumnType<Date, string, never>;
  actor_role: string;
}

/** A staff decision on a gallery picture (docs/product.md §4 picture moderation), with when it was uploaded. */
export interface PictureDecisionsTable {
  event_id: string;
  picture_id: string;
  user_id: string;
  uploaded_at: ColumnType<Date | null, string | null, never>;
  decision: 'approved' | 'declined' | 'returned_to_pending' | 'removed';
  decided_at: ColumnType<Date, string, never>;
  actor_role: string;
}

/** A flag from its creation to its deletion: the flags read model drops a deleted flag's row. */
export interface FlagLifecyclesTable {
  flag_id: string;
  type: string;
  created_at: ColumnType<Date, string, never>;
  deleted_at: ColumnType<Date | null, never, string>;
  created_by_role: string;
}

export interface AnalyticsFactsDatabase {
  member_states: MemberStatesTable;
  place_history: PlaceHistoryTable;
  listing_stays: ListingStaysTable;
  role_changes: RoleChangesTable;
  approvals: ApprovalsTable;
  picture_decisions: PictureDecisionsTable;
  flag_lifecycles: FlagLifecyclesTable;
}

export const ANALYTICS_FACTS_TABLES_SQL = (schema: string) => /* sql */ `
create table "${schema}".member_states (
  user_id text primary key,
  state jsonb not null
);
create table "${schema}".place_history (
  user_id text not null,
  region text not null,
  city text,
  valid_from timestamptz not null,
  valid_to timestamptz,
  primary key (user_id, valid_from)
);
create index on "${schema}".place_history (user_id) where valid_to is null;
create table "${schema}".listing_stays (
  user_id text not null,
  listing text not null,
  category text not null,
  region text not null,
  city text,
  listed_from timestamptz not null,
  listed_until timestamptz,
  active_until timestamptz,
  primary key (user_id, listing, listed_from)
);
create index on "${schema}".listing_stays (user_id) where listed_until is null;
create table "${schema}".role_changes (
  event_id uuid primary key,
  user_id text not null,
  at timestamptz not null,
  change text not null,
  from_role text,
  to_role text not null,
  libertine boolean not null,
  actor_role text not null
);
create table "${schema}".approvals (
  event_id uuid primary key,
  user_id text not null,
  role text not null,
  at timestamptz not null,
  actor_role text not null
);
create index on "${schema}".approvals (user_id, at);
create table "${schema}".picture_decisions (
  event_id uuid primary key,
  picture_id text not null,
  user_id text not null,
  uploaded_at timestamptz,
  decision text not null,
  decided_at timestamptz not null,
  actor_role text not null
);
create index on "${schema}".picture_decisions (picture_id, decided_at);
create table "${schema}".flag_lifecycles (
  flag_id text primary key,
  type text not null,
  created_at timestamptz not null,
  deleted_at timestamptz,
  created_by_role text not null
);
`;
