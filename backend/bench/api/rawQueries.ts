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
  '/raw/search': {
    text: `select p.card from directory.search s join directory.profiles p on p.id = s.id
      where ${visible('s')}
        and (s.search_text like '%' || directory.search_text($1) || '%' or directory.search_text($1) <% s.name_text)
      order by word_similarity(directory.search_text($1), s.name_text) desc, s.sort_key limit 20`,
    values: (query) => [query.q],
  },
  '/raw/profile': {
    text: 'select state from directory.profiles where lower(username) = lower($1)',
    values: (query) => [query.username],
  },
};
