import { sql, type Kysely, type SqlBool } from 'kysely';
import { isListed, typoDistance, typosAllowed, VISIBILITY_RULES, type UserState } from '@annuaire/shared';
import type { CardState } from './card';
import type { DirectoryDatabase } from './table';

const HOUR = 3_600_000;
const directory = (db: Kysely<DirectoryDatabase>) => db.withSchema('directory');

/**
 * docs/product.md §4 and §9 at a given moment: not under review (pending and libertine, or asked to complete the
 * profile, or with a verification open, or an escort younger than 12 hours), and seen within 18 days unless
 * static: the rank columns of both tables.
 */
function visibleAt(now: Date, table: 'entries' | 'search') {
  const reviewCutoff = new Date(now.getTime() - VISIBILITY_RULES.underReviewHours * HOUR);
  const activeCutoff = new Date(now.getTime() - VISIBILITY_RULES.inactiveDays * 24 * HOUR);
  const t = sql.table(`directory.${table}`);
  return sql<SqlBool>`((${t}.is_static or ${t}.last_active >= ${activeCutoff}) and (not ${t}.pending or (not ${t}.libertine and not ${t}.completion_requested and not ${t}.verification_open and (${t}.role <> 'escort' or ${t}.registered_at <= ${reviewCutoff}))))`;
}

export interface ListingFilter {
  /** `{category}/{region}[/{city}]`. */
  readonly listing: string;
  readonly genders?: readonly string[];
  /** Meeting modes (docs/product.md §2 `travel`): incall, outcall, virtual; any of them. */
  readonly travel?: readonly ('incall' | 'outcall' | 'virtual')[];
  /** Ways to reach the profile (docs/product.md §2 `contact`): phone, email, messaging; any of them. */
  readonly contact?: readonly ('phone' | 'email' | 'messaging')[];
  /** Narrowing choices (docs/product.md §2 `only`): available now, verified, VIP; all of them. */
  readonly only?: readonly ListingOnly[];
}

export type ListingOnly = 'available' | 'verified' | 'vip';

/**
 * The listing's orders (docs/product.md §2 `sort`): rank (the sort key), recently active, newest. Every order ends
 * on the user id, so within one snapshot an offset always lands on the same profile.
 */
export type ListingSort = 'rank' | 'active' | 'newest';

/** A card's source and when the member joined (the "new" badge). */
export interface DirectoryCard {
  readonly state: CardState;
  readonly createdAt: string;
}

export interface ListingPage {
  readonly cards: DirectoryCard[];
  /** Rows after this page in the same snapshot (false on the last page). */
  readonly hasMore: boolean;
}

/** The snapshot number a first page reads; later pages pass it back to see the same ranking. */
export async function currentSnapshot(db: Kysely<DirectoryDatabase>): Promise<number> {
  const row = await directory(db).selectFrom('snapshot').select('version').where('id', '=', 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** `null` reads the current ranking; a number reads the ranking as it stood at that snapshot. */
type SnapshotChoice = { snapshot: number | null; now: Date };

/** `listing` may name several listings at once, for counting them together (`listingTotalsOf`). */
type ListingsFilter = Omit<ListingFilter, 'listing'> & { readonly listing: string | readonly string[] };

function listingQuery(db: Kysely<DirectoryDatabase>, filter: ListingsFilter, page: SnapshotChoice) {
  const { listing } = filter;
  let query =
    typeof listing === 'string'
      ? directory(db).selectFrom('entries').where('listing', '=', listing)
      : directory(db)
          .selectFrom('entries')
          .where('listing', 'in', [...listing]);
  query =
    page.snapshot === null
      ? query.where('valid_to', 'is', null)
      : query
          .where('valid_from', '<=', String(page.snapshot))
          .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>', String(page.snapshot))]));
  query = query.where(visibleAt(page.now, 'entries'));
  if (filter.genders?.length) query = query.where('gender', 'in', [...filter.genders]);
  const travel = filter.travel ?? [];
  if (travel.length > 0) query = query.where((eb) => eb.or(travel.map((mode) => eb(mode, '=', true))));
  const contact = filter.contact ?? [];
  if (contact.length > 0) query = query.where((eb) => eb.or(contact.map((way) => eb(way, '=', true))));
  const only = new Set(filter.only ?? []);
  if (only.has('available')) {
    // Marked available within the last 12 hours, and not for later (the card's "available now").
    const since = new Date(page.now.getTime() - AVAILABLE_HOURS * HOUR);
    query = query.where('online', '<=', page.now).where('online', '>', since);
  }
  if (only.has('verified')) query = query.where('verified', '=', true);
  if (only.has('vip')) query = query.where('vip_until', '>', page.now);
  return query;
}

/** How long an availability mark counts as "available now" (the card's online dot). */
export const AVAILABLE_HOURS = 12;

/**
 * One page of a listing as it stood at `snapshot` (null: now) and `now`: cards in rank order,
 * offset-based within that frozen ranking so nobody repeats or vanishes between pages while ranks
 * move. Answers the snapshot it read, which the next page's cursor carries; reading it in the same
 * statement keeps the two consistent and saves a round trip.
 */
export async function listingPage(
  db: Kysely<DirectoryDatabase>,
  filter: ListingFilter,
  page: SnapshotChoice & { offset: number; limit: number; sort?: ListingSort },
): Promise<ListingPage & { snapshot: number }> {
  let query = listingQuery(db, filter, page)
    .innerJoin('profiles', 'profiles.id', 'entries.user_id')
    .select([
      'profiles.card',
      'profiles.created_at',
      sql<string>`(select version from directory.snapshot where id = 1)`.as('snapshot'),
    ]);
  switch (page.sort ?? 'rank') {
    case 'rank':
      query = query.orderBy('entries.sort_key');
      break;
    case 'active':
      query = query.orderBy(sql`entries.last_active desc nulls last`).orderBy('entries.user_id');
      break;
    case 'newest':
      query = query.orderBy('entries.registered_at', 'desc').orderBy('entries.user_id');
      break;
  }
  const rows = await query
    .offset(page.offset)
    .limit(page.limit + 1)
    .execute();
  const snapshot = page.snapshot ?? (rows[0] ? Number(rows[0].snapshot) : await currentSnapshot(db));
  return {
    cards: rows.slice(0, page.limit).map((row) => ({ state: row.card, createdAt: row.created_at.toISOString() })),
    hasMore: rows.length > page.limit,
    snapshot,
  };
}

/** How many profiles a listing holds at `snapshot` and `now` (for page numbers). */
export async function listingTotal(
  db: Kysely<DirectoryDatabase>,
  filter: ListingFilter,
  page: SnapshotChoice,
): Promise<number> {
  const row = await listingQuery(db, filter, page)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * How many profiles each of `listings` holds at `snapshot` and `now`, under the same filters, in one statement
 * (the nearby places a thin listing suggests, docs/product.md §9; the home's regions with their counts, unfiltered
 * and current). Listings without profiles are absent.
 */
export async function listingTotalsOf(
  db: Kysely<DirectoryDatabase>,
  listings: readonly string[],
  filter: Omit<ListingFilter, 'listing'>,
  page: SnapshotChoice,
): Promise<Map<string, number>> {
  if (listings.length === 0) return new Map();
  const rows = await listingQuery(db, { ...filter, listing: listings }, page)
    .select(['listing', (eb) => eb.fn.countAll<string>().as('total')])
    .groupBy('listing')
    .execute();
  return new Map(rows.map((row) => [row.listing, Number(row.total)]));
}

export interface DirectoryProfile {
  readonly state: UserState;
  readonly createdAt: string;
  /** Shown in listings and search now (docs/product.md §4, §9). */
  readonly listed: boolean;
}

/** A live user by id or username (the profile page `/user/{username}`), with whether they are listed now. */
export async function findDirectoryProfile(
  db: Kysely<DirectoryDatabase>,
  idOrUsername: string,
  now: Date,
): Promise<DirectoryProfile | null> {
  const row = await directory(db)
    .selectFrom('profiles')
    .select(['state', 'created_at'])
    .where((eb) =>
      eb.or([eb('id', '=', idOrUsername), eb(eb.fn('lower', ['username']), '=', idOrUsername.toLowerCase())]),
    )
    .executeTakeFirst();
  return row ? { state: row.state, createdAt: row.created_at.toISOString(), listed: isListed(row.state, now) } : null;
}

/** A profile the search found, and whether its username is exactly the term (it then leads the answer). */
export interface SearchHit extends DirectoryCard {
  readonly exactName: boolean;
}

/**
 * Candidates whose typos are counted, beyond the names starting with the term. A common name mistyped brings
 * hundreds at 50,000 members, about half of them within the typos (docs/benchmarks.md): the best placed (see the
 * pool's order) fill an answer of 20 without sending and counting them all.
 */
const CANDIDATE_POOL = 200;

/**
 * Typing mistakes between the term and a username, when few enough to forgive (docs/product.md §2), and whether
 * the whole username is that close rather than only its first letters.
 */
function typosOf(term: string, username: string): { typos: number; whole: boolean } | null {
  const allowed = typosAllowed(term.length);
  const { whole, prefix } = typoDistance(term, username, allowed);
  // The whole name is one of its beginnings, so `prefix` is never more than `whole`.
  return prefix <= allowed ? { typos: prefix, whole: whole === prefix } : null;
}

/**
 * Typeahead search (docs/product.md §2): profiles whose username, headline or tags contain the term, or whose
 * username or its first letters come within the typing mistakes the term's length allows (`typosAllowed`: none
 * under 4 letters, one up to 7, two from 8, a swap of neighbouring letters counting as one), accents and case
 * ignored; listed profiles only. Usernames equal to the term come first, then usernames starting with it, then
 * names containing it (by trigram closeness), then names within typos of it: fewer typos first, a whole name
 * before one whose beginning only is that close; each in rank order. Usernames starting with the term are read
 * from their own index, so a typeahead that finds enough of them never looks further.
 *
 * Mistyped names are found by their usernames' deletion keys (typoKeys.ts, a GIN index of `search`) and
 * confirmed by `typoDistance`, not by trigram similarity: a swap breaks up to three of a short name's trigrams
 * ("esocrt" is 0.27 from "escort"). On 300 mistyped names at 50,000 members, word similarity 0.3 missed 13% of
 * the names within the typos and 0.2 still 5%, with twice the candidates and over ten times the time; the keys
 * miss none (docs/benchmarks.md). Typos are forgiven in usernames only: place names are matched (typos included)
 * by the place search beside this one.
 */
export async function searchProfiles(
  db: Kysely<DirectoryDatabase>,
  term: string,
  options: {
    now: Date;
    limit: number;
    role?: string;
    /**
     * Only profiles listed there now (`all/{region}[/{city}]`): the names of "gaelle montreal" within Montréal. A
     * semi-join on the entries' `user_id` index, one probe per candidate the name indexes already found.
     */
    listing?: string;
  },
): Promise<SearchHit[]> {
  const normalized = sql<string>`directory.search_text(${term})`;
  // The member's text taken literally: `%` and `_` in it match themselves, not any text (LIKE's escape is `\`).
  const literal = sql<string>`replace(replace(replace(${normalized}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;
  const containing = sql<SqlBool>`search_text like '%' || ${literal} || '%'`;
  const listed = () => {
    let query = directory(db).selectFrom('search').where(visibleAt(options.now, 'search'));
    if (options.role === 'escort') query = query.where('search.role', '=', 'escort');
    const { listing } = options;
    if (listing !== undefined) {
      query = query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('entries as placed')
            .select(sql`1`.as('one'))
            .whereRef('placed.user_id', '=', 'search.id')
            .where('placed.listing', '=', listing)
            .where('placed.valid_to', 'is', null),
        ),
      );
    }
    return query;
  };
  // "Starts with" as a range, which the planner can take from the index for a term known only at run time.
  const startsWith = sql<SqlBool>`(name_text >= ${normalized} and name_text < ${normalized} || chr(1114111))`;
  const named = await listed()
    .innerJoin('profiles', 'profiles.id', 'search.id')
    .select(['profiles.card', 'profiles.created_at', sql<boolean>`name_text = ${normalized}`.as('exact_name')])
    .where(startsWith)
    .orderBy(sql`name_text = ${normalized}`, 'desc')
    .orderBy('search.sort_key')
    .limit(options.limit)
    .execute();
  const hits = named.map((row) => ({
    state: row.card,
    createdAt: row.created_at.toISOString(),
    exactName: row.exact_name,
  }));
  if (named.length >= options.limit) return hits;

  // Light rows first (no card): the typos are counted here, and only the answer's cards are read.
  const pool = await listed()
    .select([
      'search.id',
      'name_text',
      'search.sort_key',
      sql<string>`${normalized}`.as('term'),
      sql<boolean>`${containing}`.as('contains'),
      // Trigram closeness orders the names containing the term, and picks among the candidates of a term longer
      // than its keys (typoKeys.ts: its first 8 letters), where a common name brings many that differ further on.
      sql<number>`case when ${containing} or length(${normalized}) > 8 then word_similarity(${normalized}, name_text) else 0 end`.as(
        'closeness',
      ),
    ])
    .where(sql<SqlBool>`not ${startsWith}`)
    // The keys as a scalar subquery: made once, and the planner takes the GIN index. Given as a constant, it
    // overrates how many names share them and compares every name's keys instead (~400 ms at 50,000 members).
    .where(
      sql<SqlBool>`(${containing} or directory.typo_keys(name_text) && (select directory.typo_term_keys(${normalized})))`,
    )
    // Which candidates make the pool when there are more: containing names, the closest first, then names of
    // about the term's length (maybe within its typos as a whole), each in rank order.
    .orderBy(sql`${containing}`, 'desc')
    .orderBy('closeness', 'desc')
    .orderBy(sql`abs(length(name_text) - length(${normalized})) <= 2`, 'desc')
    .orderBy('search.sort_key')
    .limit(CANDIDATE_POOL)
    .execute();
  const rank = (a: { sort_key: string }, b: { sort_key: string }) => (a.sort_key < b.sort_key ? -1 : 1);
  const containingFirst = pool.filter((row) => row.contains).sort((a, b) => b.closeness - a.closeness || rank(a, b));
  const withinTypos = pool
    .flatMap((row) => {
      const typos = row.contains ? null : typosOf(row.term, row.name_text);
      return typos ? [{ ...row, ...typos }] : [];
    })
    .sort((a, b) => a.typos - b.typos || Number(b.whole) - Number(a.whole) || rank(a, b));
  const others = [...containingFirst, ...withinTypos].slice(0, options.limit - named.length).map((row) => row.id);
  if (others.length === 0) return hits;
  const cards = await directory(db)
    .selectFrom('profiles')
    .select(['id', 'card', 'created_at'])
    .where('id', 'in', others)
    .execute();
  const byId = new Map(cards.map((row) => [row.id, row]));
  return [
    ...hits,
    ...others.flatMap((id) => {
      const row = byId.get(id);
      return row ? [{ state: row.card, createdAt: row.created_at.toISOString(), exactName: false }] : [];
    }),
  ];
}

export interface ListingRank {
  readonly listing: string;
  /** 1-based place among the profiles listed there now. */
  readonly position: number;
  readonly total: number;
}

/** A profile's place in each listing it appears in (docs/product.md §4 "#12 in Montréal"), by the current ranking. */
export async function ranksOf(db: Kysely<DirectoryDatabase>, userId: string, now: Date): Promise<ListingRank[]> {
  const own = await directory(db)
    .selectFrom('entries')
    .select(['listing', 'sort_key'])
    .where('user_id', '=', userId)
    .where('valid_to', 'is', null)
    .orderBy('listing')
    .execute();
  return Promise.all(
    own.map(async ({ listing, sort_key }) => {
      const row = await directory(db)
        .selectFrom('entries')
        .select((eb) => [
          eb.fn.countAll<string>().as('total'),
          eb.fn.count<string>('user_id').filterWhere('sort_key', '<', sort_key).as('ahead'),
        ])
        .where('listing', '=', listing)
        .where('valid_to', 'is', null)
        .where(visibleAt(now, 'entries'))
        .executeTakeFirstOrThrow();
      return { listing, position: Number(row.ahead) + 1, total: Number(row.total) };
    }),
  );
}

/** The listing and search visibility rule, for the directory's other queries (sitemap.ts) to share, not repeat. */
export { visibleAt as directoryVisibleAt };
