import { endOfDay, torontoDay, type AnalyticsView } from '../define';

/** A stay ends when it was closed or when its activity ran out, whichever comes first. */
const ENDS_AT = `least(coalesce(s.listed_until, 'infinity'), coalesce(s.active_until, 'infinity'))`;

export const listingsDaily: AnalyticsView = {
  name: 'listings_daily',
  reads: ['analytics_facts.listing_stays'],
  about:
    'How many profiles each listing page showed, day by day. A profile counts on a day when the page listed it at ' +
    'the end of that day (now, for today), by the rule of docs/product.md §4 "Listed": a live escort or ' +
    'libertine, not in ghost mode, not under review, and active within the last 18 days unless staff made it static.',
  grain:
    "one row per Toronto day, category, region and city (null for the region's own page) with at least one " +
    'profile listed, from the first listing to today.',
  columns: {
    day: 'The Toronto calendar day (America/Toronto, midnight to midnight).',
    category:
      'Listing category, as in the page address: female-escorts, male-escorts, trans-escorts, all (every escort) ' +
      'or libertines.',
    region: 'Region key, as in the page address (montreal, laval, greater-toronto-area...).',
    city:
      "City key within the region, as in the page address; null for the region's own page, which lists every " +
      'profile of the region, its cities included.',
    profiles_listed:
      'Profiles the page listed at the end of the day (now, for today), a count of members. A profile with two ' +
      "places in one region counts once on the region's page.",
  },
  query: /* sql */ `
    select d.day, s.category, s.region, s.city, count(distinct s.user_id)::integer
    from analytics_facts.listing_stays s
    cross join lateral (select ${ENDS_AT} as ends_at) e
    cross join lateral generate_series(
      ${torontoDay('s.listed_from')}::timestamp,
      ${torontoDay('least(e.ends_at, now())')}::timestamp,
      interval '1 day'
    ) as g(midnight)
    cross join lateral (select g.midnight::date as day) d
    where s.listed_from <= ${endOfDay('d.day')} and e.ends_at > ${endOfDay('d.day')}
    group by d.day, s.category, s.region, s.city`,
};
