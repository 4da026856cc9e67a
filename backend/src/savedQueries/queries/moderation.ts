import type { SavedQuery } from '../definition';

const PERIOD = 'day between :from::date and :to::date';

/** Hours, to the tenth, at a percentile of a column (null when no row has it). */
const percentile = (share: number, column: string) =>
  `round((percentile_cont(${share}) within group (order by ${column}))::numeric, 1)`;

export const pictureReviewTime: SavedQuery = {
  id: 'picture-review-time',
  title: {
    en: 'Time from picture upload to decision, per month',
    fr: 'Délai entre l’envoi d’une photo et la décision, par mois',
  },
  description: {
    en:
      'Gallery pictures reviewed for the first time each month: how many were approved or declined, and the hours ' +
      'members waited from the upload to that first decision (average, median, and the 90th percentile: one ' +
      'picture in ten waited longer).',
    fr:
      'Photos de galerie examinées pour la première fois chaque mois : combien ont été approuvées ou refusées, et les ' +
      'heures d’attente entre l’envoi et cette première décision (moyenne, médiane et 90e centile : une photo sur ' +
      'dix a attendu plus).',
  },
  parameters: ['from', 'to'],
  chart: 'median_hours',
  sql: /* sql */ `
    select date_trunc('month', day)::date as month, count(*)::integer as pictures_decided,
      count(*) filter (where decision = 'approved')::integer as approved,
      count(*) filter (where decision = 'declined')::integer as declined,
      round(avg(hours_since_upload), 1) as average_hours,
      ${percentile(0.5, 'hours_since_upload')} as median_hours,
      ${percentile(0.9, 'hours_since_upload')} as p90_hours
    from analytics.picture_decisions
    where first_decision and ${PERIOD}
    group by 1
    order by 1`,
};

export const reportResolutionTime: SavedQuery = {
  id: 'report-resolution-time',
  title: { en: 'Report resolution time, by reason', fr: 'Délai de traitement des signalements, par motif' },
  description: {
    en:
      'Reports filed in the period, per reason (urgent ones first): how many, how many staff resolved and how many ' +
      'are still open, and the hours from the report to its resolution (average, median, longest).',
    fr:
      'Signalements déposés dans la période, par motif (les urgents d’abord) : combien, combien l’équipe a traités ' +
      'et combien restent ouverts, et les heures entre le signalement et son traitement (moyenne, médiane, maximum).',
  },
  parameters: ['from', 'to'],
  sql: /* sql */ `
    select reason, bool_or(urgent) as urgent, count(*)::integer as reports,
      count(*) filter (where status = 'resolved')::integer as resolved,
      count(*) filter (where status = 'open')::integer as still_open,
      round(avg(hours_to_resolve), 1) as average_hours_to_resolve,
      ${percentile(0.5, 'hours_to_resolve')} as median_hours_to_resolve,
      round(max(hours_to_resolve), 1) as longest_hours_to_resolve
    from analytics.reports
    where ${PERIOD}
    group by reason
    order by bool_or(urgent) desc, reports desc, reason`,
};

export const flagsByMonth: SavedQuery = {
  id: 'flags-by-month',
  title: { en: 'Flags per month, by type', fr: 'Drapeaux par mois, par type' },
  description: {
    en:
      'Emails and phone numbers staff put on the flag list each month, how many of them were taken off since, and ' +
      'how many hours those stayed listed on average.',
    fr:
      'Courriels et numéros de téléphone mis chaque mois sur la liste des drapeaux par l’équipe, combien en ont été ' +
      'retirés depuis, et combien d’heures ceux-là sont restés en moyenne.',
  },
  parameters: ['from', 'to'],
  chart: 'flags_created',
  sql: /* sql */ `
    select date_trunc('month', day)::date as month, type, count(*)::integer as flags_created,
      count(*) filter (where deleted_at is not null)::integer as deleted_since,
      round(avg(hours_listed), 1) as average_hours_listed
    from analytics.flags
    where ${PERIOD}
    group by 1, 2
    order by 1, 2`,
};
