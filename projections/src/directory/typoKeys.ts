/**
 * The deletion keys that find usernames within the typing mistakes a search term is forgiven (docs/product.md §2:
 * one from 4 letters, two from 8, a swap of neighbouring letters counting as one), against the whole username or
 * its beginning. SymSpell's idea: two strings within k mistakes become equal once at most k letters are deleted
 * from each (a swap "ab"/"ba" by deleting the same letter from both), so a username and a term sharing a deletion
 * key are candidates, which `typoDistance` then confirms or rejects.
 *
 * The keys are cut to the term's length. A term of L letters within k mistakes of some beginning of a name shares
 * with it a string of L - k letters: the term less k letters, and the name's first L letters less k (the mistakes
 * add at most k letters on the name's side before the last shared one). A longer term only has to match within
 * its first 8 letters here (a beginning within two mistakes of the term has one within two of those 8), so the
 * keys stop at 6 letters:
 *
 * - a username keeps every string left by deleting letters from its first 4, 5, 6 and 8 letters down to 3, 4, 5
 *   and 6 letters (at most 4 + 5 + 6 + 28 = 43 keys, fewer once repeats go). The first 7 letters less one are
 *   among the first 8 less two, so the 6-letter keys serve terms of 7 letters and longer ones alike;
 * - a term of 4 to 7 letters looks up itself less one letter; one of 8 or more, its first 8 letters less two.
 *
 * Both sides are SQL functions of the normalized text, so the index and the lookup cannot drift apart, and the
 * accents and case are dropped by the same `search_text` as elsewhere. The two calling `typo_deletions` are
 * `begin atomic` bodies, bound to it when created: a rebuild renames the schema holding them, which a body
 * naming the schema as text would not survive.
 */
export const TYPO_KEYS_SQL = (schema: string) => /* sql */ `
-- Every string left by deleting letters from the first w letters of name, down to l letters (l <= w <= l + 2).
create function "${schema}".typo_deletions(name text, l int, w int) returns setof text
  language sql immutable parallel safe as $$
  select p from (select left(name, w) as p) cut where length(p) = l
  union all
  select overlay(p placing '' from i for 1)
  from (select left(name, w) as p) cut, generate_series(1, length(p)) i where length(p) = l + 1
  union all
  select overlay(overlay(p placing '' from j for 1) placing '' from i for 1)
  from (select left(name, w) as p) cut, generate_series(1, length(p)) i, generate_series(i + 1, length(p)) j
  where length(p) = l + 2
$$;
create function "${schema}".typo_keys(name text) returns text[] language sql immutable parallel safe
begin atomic
  select coalesce(array_agg(distinct key), '{}')
  from (values (3, 4), (4, 5), (5, 6), (6, 8)) sizes (l, w), "${schema}".typo_deletions(name, l, w) key;
end;
-- The keys a term looks up: none under 4 letters (no mistake forgiven), else its first letters less the mistakes.
create function "${schema}".typo_term_keys(term text) returns text[] language sql immutable parallel safe
begin atomic
  select coalesce(array_agg(distinct key), '{}')
  from (select case when length(term) < 4 then null when length(term) < 8 then 1 else 2 end as typos) allowed,
    "${schema}".typo_deletions(term, least(length(term), 8) - typos, least(length(term), 8)) key;
end;
`;
