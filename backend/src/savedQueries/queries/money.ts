import type { SavedQuery } from '../definition';

const PERIOD = 'day between :from::date and :to::date';

export const revenueByMonth: SavedQuery = {
  id: 'revenue-by-month',
  title: {
    en: 'Revenue per month, by payment method and pack',
    fr: 'Revenus par mois, par moyen de paiement et forfait',
  },
  description: {
    en:
      'Credits deposited each month and what members paid for them, in Canadian dollars: Interac deposits once ' +
      'confirmed, crypto payments once settled. "staff" is credits admins gave without a payment (no revenue).',
    fr:
      'Crédits déposés chaque mois et ce que les membres ont payé, en dollars canadiens : dépôts Interac une fois ' +
      'confirmés, paiements crypto une fois réglés. « staff » : crédits donnés par un admin sans paiement (aucun revenu).',
  },
  parameters: ['from', 'to'],
  chart: 'revenue_cad',
  sql: /* sql */ `
    select date_trunc('month', day)::date as month, payment_method, pack_id,
      count(*)::integer as deposits, sum(credits)::integer as credits,
      coalesce(sum(price_cad), 0)::numeric(12, 2) as revenue_cad
    from analytics.credits_ledger
    where reason = 'deposit' and ${PERIOD}
    group by 1, 2, 3
    order by 1, 2, 3 nulls first`,
};

export const vipPurchasesByMonth: SavedQuery = {
  id: 'vip-purchases-by-month',
  title: { en: 'VIP purchases per month, by region', fr: 'Achats de VIP par mois, par région' },
  description: {
    en:
      'VIP bought with credits each month, by the region the profile advertised in when buying (empty: no place ' +
      'then): purchases, distinct buyers, credits spent and VIP days bought.',
    fr:
      'VIP achetés avec des crédits chaque mois, selon la région où le profil s’affichait à l’achat (vide : aucun ' +
      'lieu) : achats, acheteurs distincts, crédits dépensés et jours de VIP achetés.',
  },
  parameters: ['from', 'to', 'region'],
  chart: 'purchases',
  sql: /* sql */ `
    select date_trunc('month', day)::date as month, region,
      count(*)::integer as purchases, count(distinct user_id)::integer as buyers,
      sum(credits)::integer as credits_spent, sum(days)::integer as vip_days
    from analytics.vip_purchases
    where ${PERIOD} and (:region::text is null or region = :region)
    group by 1, 2
    order by 1, purchases desc, region`,
};

export const vipWithin30Days: SavedQuery = {
  id: 'vip-within-30-days',
  title: {
    en: 'Escorts who buy VIP within 30 days of approval',
    fr: 'Escortes qui achètent un VIP dans les 30 jours suivant leur approbation',
  },
  description: {
    en:
      'Escorts first approved each month (in the region they advertised in then), how many bought VIP with credits ' +
      'within 30 days of that approval, and their share in percent. Escorts approved less than 30 days ago may ' +
      'still buy: they are counted apart.',
    fr:
      'Escortes approuvées pour la première fois chaque mois (dans la région où elles s’affichaient alors), combien ' +
      'ont acheté un VIP avec des crédits dans les 30 jours suivant cette approbation, et leur part en pourcentage. ' +
      'Les escortes approuvées il y a moins de 30 jours peuvent encore acheter : elles sont comptées à part.',
  },
  parameters: ['from', 'to', 'region'],
  chart: 'share_percent',
  // The first approval only: a re-approval after a completion request is no new start. Escorts switched in by staff
  // were never approved, so they are not counted.
  sql: /* sql */ `
    with approved as (
      select a.day, a.approved_at > now() - interval '30 days' as window_open,
        exists (
          select from analytics.vip_purchases v
          where v.user_id = a.user_id and v.purchased_at >= a.approved_at
            and v.purchased_at < a.approved_at + interval '30 days'
        ) as bought_vip
      from analytics.member_approvals a
      where a.first_approval and a.role = 'escort' and ${PERIOD}
        and (:region::text is null or a.region = :region)
    )
    select date_trunc('month', day)::date as month, count(*)::integer as escorts_approved,
      count(*) filter (where bought_vip)::integer as bought_vip_within_30_days,
      round(100.0 * count(*) filter (where bought_vip) / count(*), 1) as share_percent,
      count(*) filter (where window_open)::integer as approved_less_than_30_days_ago
    from approved
    group by 1
    order by 1`,
};

export const paymentOutcomes: SavedQuery = {
  id: 'payment-outcomes',
  title: { en: 'How credit purchases end', fr: 'Issue des achats de crédits' },
  description: {
    en:
      'Every attempt to buy credits started in the period, by method and outcome (confirmed, cancelled, still ' +
      'waiting; crypto: settled, underpaid, expired…), its share of the method’s attempts and how long it took to end.',
    fr:
      'Chaque tentative d’achat de crédits commencée dans la période, par moyen et issue (confirmée, annulée, en ' +
      'attente ; crypto : réglée, sous-payée, expirée…), sa part des tentatives du moyen et le temps qu’elle a pris.',
  },
  parameters: ['from', 'to'],
  sql: /* sql */ `
    select method, outcome, count(*)::integer as attempts,
      round(100.0 * count(*) / sum(count(*)) over (partition by method), 1) as share_of_method_percent,
      count(*) filter (where credited)::integer as credited,
      sum(price_cad)::numeric(12, 2) as amount_cad,
      round(avg(hours_to_outcome), 1) as average_hours_to_outcome
    from analytics.payments
    where ${PERIOD}
    group by method, outcome
    order by method, attempts desc, outcome`,
};
