import { endOfDay, type AnalyticsView } from '../define';

/** The view names counted on a member's profile (docs/product.md §3 view); the `ad_*` ones count ads. */
const PROFILE_SOURCES = ['user_view', 'user_contact', 'user_favorite'] as const;

export const profileViewsDaily: AnalyticsView = {
  name: 'profile_views_daily',
  reads: ['statistics.daily_views', 'analytics_facts.place_history'],
  about:
    'How often profiles were seen, by the region they advertised in (docs/product.md §3 views and statistics): ' +
    "the counts of the members' own statistics, visitors included, a viewer counted again after 10 minutes, a " +
    "member's views of their own profile never. Who looked is not kept.",
  grain: 'one row per Toronto day, region and source with at least one view.',
  columns: {
    day: 'The Toronto calendar day (America/Toronto, midnight to midnight).',
    region:
      "The viewed profiles' main region at the end of that day (region key, as in listing addresses); null for " +
      'profiles without a place then.',
    source:
      'What was counted: user_view (the profile page was opened), user_contact (a contact button was used: ' +
      'message, phone or email) or user_favorite (the profile was added to favorites).',
    views: 'Views counted, a count.',
    profiles_viewed: 'Distinct profiles with at least one such view that day, a count of members.',
  },
  query: /* sql */ `
    select v.day, p.region, s.source, sum(s.views)::integer, count(distinct v.user_id)::integer
    from statistics.daily_views v
    cross join lateral (values ${PROFILE_SOURCES.map((name) => `('${name}', v.${name})`).join(', ')}) as s(source, views)
    left join analytics_facts.place_history p
      on p.user_id = v.user_id and p.valid_from <= ${endOfDay('v.day')}
      and (p.valid_to is null or p.valid_to > ${endOfDay('v.day')})
    where s.views > 0
    group by v.day, p.region, s.source`,
};

export const adFiguresDaily: AnalyticsView = {
  name: 'ad_figures_daily',
  reads: ['ad_statistics.daily_ad_figures'],
  about:
    'What advertisers pay for (docs/product.md §6 counting ads and advertiser statistics): impressions and clicks ' +
    "of each campaign block, and of the partner sub-navigation's links, per placement and day. Only what counted " +
    'is here, never refused impressions or clicks.',
  grain: 'one row per block (or partner link), placement and Toronto day with at least one impression or click.',
  columns: {
    day: 'The Toronto calendar day (America/Toronto, midnight to midnight).',
    block_id:
      "The campaign block's id, or menu-1 to menu-3 for the partner sub-navigation's links. A deleted block keeps " +
      'its figures.',
    advertiser_id: 'The advertiser owning the block (user id); null for the partner links.',
    placement:
      'Where it was shown: blockCard, blockLeaderboard, blockUserProfileBottom, blockModal, ' +
      'blockMessagesTopBanner, or menu (the partner sub-navigation).',
    impressions: 'Times it was seen (at least half of it on screen, once per page view), a count.',
    clicks: 'Clicks through its link, a count.',
    ctr:
      'Click-through rate: clicks divided by impressions, a fraction from 0 to 1 (0.0125 is 1.25 %), to six ' +
      'decimals; null without impressions.',
  },
  query: /* sql */ `
    select day, block_id, owner_id, placement, impressions, clicks,
      round(clicks::numeric / nullif(impressions, 0), 6)
    from ad_statistics.daily_ad_figures
    where impressions > 0 or clicks > 0`,
};
