import { URGENT_REPORT_REASONS } from '@annuaire/shared';
import { hoursBetween, literal, torontoDay, type AnalyticsView } from '../define';

const DAY = "The Toronto calendar day (America/Toronto) of the row's time.";

export const reports: AnalyticsView = {
  name: 'reports',
  reads: ['reports.reports'],
  about:
    "Members' reports on other members and how long staff took to resolve them (docs/product.md §3 report, §4 " +
    "reports queue). Who reported, the message and staff's note are left out.",
  grain: 'one row per report.',
  columns: {
    report_id: 'The report id.',
    reported_user_id: 'The member reported (opaque user id, the same in every view).',
    reporter_kind: 'member (a signed-in member reported) or visitor (someone not signed in).',
    reason:
      'The reason chosen: underage, trafficking, scam, fakePictures, spam or other; reports filed before the ' +
      'current list may carry fake, harassment or safety.',
    urgent: 'True for the reasons staff see first: underage and trafficking.',
    from_conversation: 'True when filed from a conversation with the member rather than from their profile.',
    status: 'open, or resolved by staff.',
    reported_at: 'When the report was filed (timestamp with time zone).',
    day: DAY,
    resolved_at: 'When staff resolved it (timestamp with time zone); null while open.',
    hours_to_resolve: 'Hours from the report to its resolution, to the hundredth; null while open.',
  },
  query: /* sql */ `
    select id, reported_user_id, case when reporter_id like 'guest:%' then 'visitor' else 'member' end, reason,
      reason in (${URGENT_REPORT_REASONS.map(literal).join(', ')}), conversation_id is not null, status, created_at,
      ${torontoDay('created_at')}, resolved_at, ${hoursBetween('created_at', 'resolved_at')}
    from reports.reports`,
};

export const flags: AnalyticsView = {
  name: 'flags',
  reads: ['analytics_facts.flag_lifecycles'],
  about:
    'Contact details staff put on the flag list (docs/product.md §3 flag), those since deleted included: how many ' +
    "of each type, and how long each stayed listed. The flagged email or phone number and staff's note are left out.",
  grain: 'one row per flag ever created.',
  columns: {
    flag_id: 'The flag id.',
    type: 'What the flag blocks: email or phone.',
    created_at: 'When staff created it (timestamp with time zone).',
    day: DAY,
    deleted_at: 'When staff deleted it (timestamp with time zone); null while listed.',
    hours_listed: 'Hours from creation to deletion, to the hundredth; null while listed.',
    created_by_role: 'Who created it: admin, moderator, or operator and system for the command line and jobs.',
  },
  query: /* sql */ `
    select flag_id, type, created_at, ${torontoDay('created_at')}, deleted_at, ${hoursBetween('created_at', 'deleted_at')},
      created_by_role
    from analytics_facts.flag_lifecycles`,
};

export const pictureDecisions: AnalyticsView = {
  name: 'picture_decisions',
  reads: ['analytics_facts.picture_decisions'],
  about:
    "Staff's decisions on gallery pictures (docs/product.md §4 picture moderation) and how long after the upload " +
    'each came. Neither the pictures nor the notes to members are here.',
  grain: 'one row per decision: a picture decided, undone and decided again has several rows.',
  columns: {
    decision_id: 'The decision (its event) id.',
    picture_id: 'The picture id.',
    user_id: 'The member whose gallery holds the picture (opaque user id, the same in every view).',
    decision:
      'approved, declined (with a note to the member), returned_to_pending (staff undid a decision) or removed ' +
      '(staff removed the picture).',
    decided_at: 'When it was decided (timestamp with time zone).',
    day: DAY,
    uploaded_at: 'When the member uploaded the picture (timestamp with time zone).',
    hours_since_upload: 'Hours from the upload to this decision, to the hundredth.',
    first_decision: "True for the picture's first decision: the wait for a review.",
    decided_by_role: 'Who decided: admin or moderator, or system for demo data and jobs.',
  },
  query: /* sql */ `
    select event_id::text, picture_id, user_id, decision, decided_at, ${torontoDay('decided_at')}, uploaded_at,
      ${hoursBetween('uploaded_at', 'decided_at')},
      row_number() over (partition by picture_id order by decided_at, event_id) = 1, actor_role
    from analytics_facts.picture_decisions`,
};
