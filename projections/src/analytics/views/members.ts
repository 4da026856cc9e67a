import { torontoDay, type AnalyticsView } from '../define';

export const registrationsDaily: AnalyticsView = {
  name: 'registrations_daily',
  reads: ['analytics_facts.role_changes'],
  about:
    'New accounts and role switches per role and day (docs/product.md §4 registration and role switch). Clients ' +
    'and escorts register on the site; advertisers, moderators and admins are made by operators; admins switch ' +
    'members between client and escort.',
  grain: 'one row per Toronto day and role with at least one registration or switch that day.',
  columns: {
    day: 'The Toronto calendar day (America/Toronto, midnight to midnight).',
    role: 'The role: client, escort, advertiser, moderator or admin.',
    registrations: 'Accounts registered with this role that day, a count of members.',
    switched_to: 'Members switched into this role that day by staff, a count of members.',
    switched_from: 'Members switched out of this role that day by staff, a count of members.',
    libertines_made:
      'Of the switches into this role, those that made the member a libertine (a client who keeps a public ' +
      'profile, docs/product.md §1), a count of members.',
  },
  query: /* sql */ `
    select day, role, sum(registrations)::integer, sum(switched_to)::integer, sum(switched_from)::integer,
      sum(libertines_made)::integer
    from (
      select ${torontoDay('at')} as day, to_role as role, (change = 'registered')::integer as registrations,
        (change = 'switched')::integer as switched_to, 0 as switched_from,
        (change = 'switched' and libertine)::integer as libertines_made
      from analytics_facts.role_changes
      union all
      select ${torontoDay('at')}, from_role, 0, 0, 1, 0
      from analytics_facts.role_changes
      where change = 'switched'
    ) changes
    group by day, role`,
};

export const memberApprovals: AnalyticsView = {
  name: 'member_approvals',
  reads: ['analytics_facts.approvals', 'analytics_facts.place_history'],
  about:
    'Staff approving a pending member (docs/product.md §4 approval), with where the profile advertised ' +
    'then: where the time to a first VIP purchase starts, for instance. A member staff asked to complete their ' +
    'profile (§4 profile-completion request) is pending again and may be approved again: each approval is a row, ' +
    'the first marked. A role switch clears pending without an approval, so a switch into escort has no row.',
  grain: 'one row per approval: a member approved again after a completion request has several rows.',
  columns: {
    approval_id: 'The approval (its event) id.',
    user_id: 'The member approved (opaque user id, the same in every view).',
    role:
      "The member's role when approved: escort or advertiser (both start pending), or any role for a member asked " +
      'to complete their profile.',
    approved_at: 'When staff approved the member (timestamp with time zone).',
    day: "The Toronto calendar day (America/Toronto) of the row's time.",
    first_approval: "True for the member's first approval; a later one follows a completion request.",
    approved_by_role: 'Who approved: admin or moderator, or system for demo data and jobs.',
    region: "The member's main region when approved (region key, as in listing addresses); null without a place.",
    city: "The member's main city when approved (city key); null without a place or in a region without cities.",
  },
  query: /* sql */ `
    select a.event_id::text, a.user_id, a.role, a.at, ${torontoDay('a.at')},
      row_number() over (partition by a.user_id order by a.at, a.event_id) = 1, a.actor_role, p.region, p.city
    from analytics_facts.approvals a
    left join analytics_facts.place_history p
      on p.user_id = a.user_id and p.valid_from <= a.at and (p.valid_to is null or p.valid_to > a.at)`,
};
