/**
 * Mistyped names for the typeahead figure the answer cache cannot serve: seeded usernames, whole or their first 4 to
 * 8 letters, each with one typo (two neighbouring letters swapped, a letter dropped or doubled), all different, so
 * every request is a search of its own. Deterministic: the same population gives the same terms.
 */
export function mistypedTerms(usernames: readonly string[], count: number): string[] {
  const terms = new Set<string>();
  for (let index = 0; terms.size < count && index < count * 20; index += 1) {
    const username = usernames[(index * 7_919) % usernames.length]!;
    const text = index % 2 === 0 ? username : username.slice(0, 4 + (index % 5));
    if (text.length < 4) continue;
    // Past the first letter, as people mistype: the start of a name is rarely wrong.
    const at = 1 + (index % (text.length - 2));
    const kind = index % 3;
    const term =
      kind === 0
        ? text.slice(0, at) + text[at + 1] + text[at] + text.slice(at + 2)
        : kind === 1
          ? text.slice(0, at) + text.slice(at + 1)
          : text.slice(0, at) + text[at] + text.slice(at);
    if (term.length >= 4) terms.add(term);
  }
  return [...terms];
}
