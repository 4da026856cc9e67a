/** The directory's visibility rule (docs/product.md §4, §9) as the raw floor writes it, for a table alias. */
const visible = (alias: string) => `${alias}.last_active >= now() - interval '18 days'
  and (not ${alias}.pending or (not ${alias}.libertine and not ${alias}.verification_open
    and (${alias}.role <> 'escort' or ${alias}.registered_at <= now() - interval '12 hours')))`;

/**
 * Hand-written single queries returning the same rows as the product's endpoints: the floor of what
 * PostgreSQL and `pg` do per request, with no snapshot, count, validation or shaping.
 */
export const RAW_QUERIES: Record<string, { text: string; values: (query: Record<string, string>) => unknown[] }> = {
  '/raw/listing': {
    text: `select p.card from directory.entries e join directory.profiles p on p.id = e.user_id
      where e.listing = $1 and e.valid_to is null and ${visible('e')}
        and ($2::text[] is null or e.gender = any($2)) and ($3::boolean is null or e.outcall = $3)
      order by e.sort_key limit 24`,
    values: (query) => [query.listing, query.gender ? query.gender.split(',') : null, query.outcall ? true : null],
  },
  // The product's answer in one statement, without counting typos: names starting with the term (the exact name
  // first), then, only when those are fewer than 20 (the append stops once the limit is reached), names containing
  // the term, then names sharing a typo key with it, each in rank order.
  '/raw/search': {
    text: `select p.card from (
        select candidates.* from (
          (select s.id, 0 as tier, s.name_text <> directory.search_text($1) as inexact, s.sort_key
            from directory.search s
            where ${visible('s')} and s.name_text >= directory.search_text($1)
              and s.name_text < directory.search_text($1) || chr(1114111)
            order by inexact, s.sort_key limit 20)
          union all
          (select s.id, 1, s.search_text not like '%' || directory.search_text($1) || '%', s.sort_key
            from directory.search s
            where ${visible('s')} and not (s.name_text >= directory.search_text($1)
                and s.name_text < directory.search_text($1) || chr(1114111))
              and (s.search_text like '%' || directory.search_text($1) || '%'
                or directory.typo_keys(s.name_text) && (select directory.typo_term_keys(directory.search_text($1))))
            order by 3, s.sort_key limit 20)
        ) candidates limit 20
      ) found join directory.profiles p on p.id = found.id
      order by found.tier, found.inexact, found.sort_key`,
    values: (query) => [query.q],
  },
  '/raw/profile': {
    text: 'select state from directory.profiles where lower(username) = lower($1)',
    values: (query) => [query.username],
  },
};
