import type { SavedQuery } from '../definition';

const PERIOD = 'day between :from::date and :to::date';
const IN_REGION = '(:region::text is null or region = :region)';

export const listingsAndViewsByRegion: SavedQuery = {
  id: 'listings-and-views-by-region',
  title: { en: 'Listings and views per region', fr: 'Annonces et vues par région' },
  description: {
    en:
      'For each region: how many profiles its page of the chosen category listed on an average day of the period ' +
      'and at most, and how often its profiles were viewed, contacted and added to favorites (every category), ' +
      'with the views per listed profile and day.',
    fr:
      'Pour chaque région : combien de profils sa page de la catégorie choisie affichait un jour moyen de la période ' +
      'et au plus, et combien de fois ses profils ont été vus, contactés et mis en favoris (toutes catégories), ' +
      'avec les vues par profil affiché et par jour.',
  },
  parameters: ['from', 'to', 'category'],
  sql: /* sql */ `
    with listed as (
      select region, sum(profiles_listed) as profile_days,
        round(sum(profiles_listed)::numeric / (:to::date - :from::date + 1), 1) as average_profiles_listed,
        max(profiles_listed) as most_profiles_listed
      from analytics.listings_daily
      where city is null and category = :category and ${PERIOD}
      group by region
    ), viewed as (
      select region,
        coalesce(sum(views) filter (where source = 'user_view'), 0)::integer as profile_views,
        coalesce(sum(views) filter (where source = 'user_contact'), 0)::integer as contacts,
        coalesce(sum(views) filter (where source = 'user_favorite'), 0)::integer as favorites
      from analytics.profile_views_daily
      where region is not null and ${PERIOD}
      group by region
    )
    select region, coalesce(l.average_profiles_listed, 0) as average_profiles_listed,
      coalesce(l.most_profiles_listed, 0) as most_profiles_listed,
      coalesce(v.profile_views, 0) as profile_views, coalesce(v.contacts, 0) as contacts,
      coalesce(v.favorites, 0) as favorites,
      round(v.profile_views::numeric / nullif(l.profile_days, 0), 1) as views_per_listed_profile_day
    from listed l
    full join viewed v using (region)
    order by profile_views desc, average_profiles_listed desc, region`,
};

export const regionDailyActivity: SavedQuery = {
  id: 'region-daily-activity',
  title: {
    en: 'Day by day: profiles listed, views and contacts',
    fr: 'Jour par jour : profils affichés, vues et contacts',
  },
  description: {
    en:
      'One row per day of the period for a region (or the whole site): profiles its page of the chosen category ' +
      'listed at the end of the day, and the views and contacts its profiles got. Across regions, a profile listed ' +
      'in two regions counts in both.',
    fr:
      'Une ligne par jour de la période pour une région (ou tout le site) : profils affichés par sa page de la ' +
      'catégorie choisie en fin de journée, et les vues et contacts reçus par ses profils. Sur plusieurs régions, un ' +
      'profil affiché dans deux régions compte dans les deux.',
  },
  parameters: ['from', 'to', 'region', 'category'],
  chart: 'profile_views',
  sql: /* sql */ `
    with days as (
      select generate_series(:from::date, :to::date, interval '1 day')::date as day
    ), listed as (
      select day, sum(profiles_listed)::integer as profiles_listed
      from analytics.listings_daily
      where city is null and category = :category and ${IN_REGION} and ${PERIOD}
      group by day
    ), viewed as (
      select day,
        coalesce(sum(views) filter (where source = 'user_view'), 0)::integer as profile_views,
        coalesce(sum(views) filter (where source = 'user_contact'), 0)::integer as contacts
      from analytics.profile_views_daily
      where ${IN_REGION} and ${PERIOD}
      group by day
    )
    select d.day, coalesce(l.profiles_listed, 0) as profiles_listed, coalesce(v.profile_views, 0) as profile_views,
      coalesce(v.contacts, 0) as contacts
    from days d
    left join listed l using (day)
    left join viewed v using (day)
    order by d.day`,
};

export const adClickThroughByPlacement: SavedQuery = {
  id: 'ad-ctr-by-placement',
  title: { en: 'Ad click-through rate per placement', fr: 'Taux de clics des publicités par emplacement' },
  description: {
    en:
      'Impressions and clicks that counted in the period, per placement (the partner links as "menu"), with the ' +
      'blocks shown there and the click-through rate in percent (clicks ÷ impressions; empty without impressions).',
    fr:
      'Impressions et clics comptés dans la période, par emplacement (les liens partenaires sous « menu »), avec les ' +
      'blocs affichés et le taux de clics en pourcentage (clics ÷ impressions ; vide sans impression).',
  },
  parameters: ['from', 'to'],
  sql: /* sql */ `
    select placement, count(distinct block_id)::integer as blocks,
      sum(impressions)::integer as impressions, sum(clicks)::integer as clicks,
      round(100 * sum(clicks)::numeric / nullif(sum(impressions), 0), 2) as ctr_percent
    from analytics.ad_figures_daily
    where ${PERIOD}
    group by placement
    order by impressions desc, placement`,
};

export const registrationsByMonth: SavedQuery = {
  id: 'registrations-by-month',
  title: { en: 'New accounts per month, by role', fr: 'Nouveaux comptes par mois, par rôle' },
  description: {
    en:
      'Accounts registered each month per role, and members staff switched into or out of it (client ↔ escort, ' +
      'libertines included).',
    fr:
      'Comptes inscrits chaque mois par rôle, et membres que l’équipe y a fait entrer ou sortir (client ↔ escorte, ' +
      'libertines compris).',
  },
  parameters: ['from', 'to'],
  chart: 'registrations',
  sql: /* sql */ `
    select date_trunc('month', day)::date as month, role,
      sum(registrations)::integer as registrations, sum(switched_to)::integer as switched_in,
      sum(switched_from)::integer as switched_out
    from analytics.registrations_daily
    where ${PERIOD}
    group by 1, 2
    order by 1, 2`,
};
