import { CREDIT_PACKS } from '@annuaire/shared';
import { hoursBetween, literal, torontoDay, type AnalyticsView } from '../define';

/** The credit packs of docs/product.md §9 by their credits, which name a pack unambiguously. */
const PACKS = `(values ${CREDIT_PACKS.map((pack) => `(${literal(pack.id)}, ${pack.credits})`).join(', ')}) as packs(pack_id, credits)`;

/** Ledger kinds (event types) as the short codes analysts filter on. */
const REASONS = `case t.kind when 'CreditsDeposited' then 'deposit' when 'CreditsAdjusted' then 'adjustment'
  when 'CreditsSpentOnVip' then 'vip_purchase' when 'CreditsMovedIn' then 'merge_in'
  when 'CreditsMovedOut' then 'merge_out' else t.kind end`;

const USER_ID = 'The member (opaque user id, the same in every view).';
const DAY = "The Toronto calendar day (America/Toronto) of the row's time.";

export const creditsLedger: AnalyticsView = {
  name: 'credits_ledger',
  reads: ['credits.transactions', 'credits.deposit_requests', 'payment_intents.intents'],
  about:
    "Every movement of members' credits (docs/product.md §3 ledger): deposits, staff adjustments, VIP purchases " +
    'and credits moved by a merge, with the balance after each. The reason staff wrote is left out: only its code.',
  grain: 'one row per ledger movement (one credits event).',
  columns: {
    movement_id: 'The movement (the ledger event) id.',
    user_id: USER_ID,
    at: 'When the credits moved (timestamp with time zone).',
    day: DAY,
    reason:
      'Why the credits moved, as a code: deposit, adjustment (a staff correction, up or down), vip_purchase, ' +
      'merge_in or merge_out (credits moved by merging two accounts).',
    direction: 'credit (the balance went up) or debit (it went down).',
    credits: 'Credits moved, a whole number of credits (zero only for a merge that found none to move).',
    signed_credits: 'Credits moved with their sign: positive for a credit, negative for a debit (whole credits).',
    balance_after: "The member's balance right after the movement (whole credits, never negative).",
    payment_method:
      'For a deposit: interac (a confirmed deposit request), crypto (a settled payment intent) or staff (credits ' +
      'an admin gave without a payment). Null for the other reasons.',
    pack_id:
      'For a deposit paid by interac or crypto: the credit pack bought (pack-30, pack-60, pack-180). Null otherwise.',
    price_cad: 'For a deposit paid by interac or crypto: what the member paid, in Canadian dollars. Null otherwise.',
    actor_role:
      "Who moved the credits: the member's own role, admin, system (scheduled jobs, process managers, demo data) " +
      'or operator (the server command line).',
    impersonated: 'True when an admin moved them in a "log in as" session of the member.',
  },
  query: /* sql */ `
    select t.event_id::text, t.user_id, t.at, ${torontoDay('t.at')}, ${REASONS}, t.type, t.credits,
      case when t.type = 'debit' then -t.credits else t.credits end, t.balance_after,
      case when t.kind <> 'CreditsDeposited' then null when r.request_id is not null then r.method
        when i.id is not null then 'crypto' else 'staff' end,
      coalesce(i.pack_id, packs.pack_id), coalesce(r.price, i.price_cad), t.actor_role, t.impersonator_id is not null
    from credits.transactions t
    left join credits.deposit_requests r
      on t.kind = 'CreditsDeposited' and r.request_id = t.details ->> 'depositRequestId'
    left join payment_intents.intents i
      on t.kind = 'CreditsDeposited' and i.id = t.details ->> 'paymentIntentId'
    left join ${PACKS} on r.request_id is not null and packs.credits = r.credits`,
};

export const vipPurchases: AnalyticsView = {
  name: 'vip_purchases',
  reads: ['credits.transactions', 'analytics_facts.place_history'],
  about:
    'VIP bought with credits (docs/product.md §4 VIP purchase), with where the profile advertised when it was ' +
    'bought. A VIP expiry that admins set or remove directly is not a purchase and is not here.',
  grain: 'one row per VIP purchase.',
  columns: {
    purchase_id: 'The purchase id.',
    user_id: USER_ID,
    purchased_at: 'When the credits were spent (timestamp with time zone).',
    day: DAY,
    days: 'VIP days bought: 7 or 30.',
    credits: 'Credits spent, whole credits.',
    region: "The member's main region when buying (region key, as in listing addresses); null without a place.",
    city: "The member's main city when buying (city key); null without a place or in a region without cities.",
  },
  query: /* sql */ `
    select t.details ->> 'purchaseId', t.user_id, t.at, ${torontoDay('t.at')}, (t.details ->> 'days')::integer,
      t.credits, p.region, p.city
    from credits.transactions t
    left join analytics_facts.place_history p
      on p.user_id = t.user_id and p.valid_from <= t.at and (p.valid_to is null or p.valid_to > t.at)
    where t.kind = 'CreditsSpentOnVip'`,
};

/** When a crypto intent reached its end: settled, or the last change of a failed one. */
const INTENT_ENDED = `case i.status when 'open' then null when 'settled' then i.settled_at else i.updated_at end`;

export const payments: AnalyticsView = {
  name: 'payments',
  reads: ['credits.deposit_requests', 'payment_intents.intents'],
  about:
    'Every attempt to buy credits and how it ended (docs/product.md §3 deposit request and payment intent, §4 ' +
    'their states): Interac deposit requests, which an admin confirms once the transfer arrives, and crypto ' +
    "payment intents, which the payment provider's invoice decides. Payment references, invoices, links and " +
    'wallet addresses are left out.',
  grain: 'one row per deposit request or crypto payment intent.',
  columns: {
    payment_id: "The deposit request's or the payment intent's id.",
    user_id: USER_ID,
    method: 'interac (a deposit request) or crypto (a payment intent).',
    pack_id: 'The credit pack asked for: pack-30, pack-60 or pack-180.',
    credits: 'Credits the pack gives, whole credits.',
    price_cad: 'The price asked, in Canadian dollars.',
    crypto_currency: 'For crypto, the currency chosen (BTC, LTC...); null for interac.',
    outcome:
      'Where it stands or how it ended. Interac: requested (waiting), confirmed (paid and credited) or cancelled. ' +
      'Crypto: open (waiting), settled (paid), underpaid (expired with part paid, not credited), expired or invalid.',
    credited: "True once the pack's credits reached the member's balance.",
    crypto_payment_state:
      'For a settled crypto payment, what the provider said of it: none, paidOver (more than asked) or paidLate ' +
      '(paid after the invoice expired); null otherwise.',
    created_at: 'When the member asked (timestamp with time zone).',
    day: DAY,
    ended_at: 'When it reached its outcome (timestamp with time zone); null while waiting.',
    hours_to_outcome: 'Hours from asking to the outcome, to the hundredth; null while waiting.',
  },
  query: /* sql */ `
    select r.request_id, r.user_id, r.method, packs.pack_id, r.credits, r.price, null, r.status,
      r.status = 'confirmed', null, r.requested_at, ${torontoDay('r.requested_at')}, r.decided_at,
      ${hoursBetween('r.requested_at', 'r.decided_at')}
    from credits.deposit_requests r
    left join ${PACKS} on packs.credits = r.credits
    union all
    select i.id, i.user_id, 'crypto', i.pack_id, i.credits, i.price_cad, i.currency, i.status, i.credited,
      case when i.status = 'settled' then i.payment_state end, i.created_at, ${torontoDay('i.created_at')},
      ${INTENT_ENDED}, ${hoursBetween('i.created_at', INTENT_ENDED)}
    from payment_intents.intents i`,
};
