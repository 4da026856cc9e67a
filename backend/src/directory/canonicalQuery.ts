/**
 * A validated query as one string: its parameters in one order, those left unset dropped, so two addresses
 * asking the same thing (in another order, or with parameters no route reads) share one cached answer.
 */
export function canonicalQuery(query: object): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}
