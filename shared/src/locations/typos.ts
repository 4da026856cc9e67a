/** How far a typed term is from a name, in typing mistakes (a letter missing, extra, wrong, or two swapped). */
export interface TypoDistance {
  /** Against the whole name. */
  readonly whole: number;
  /** Against the best prefix of the name: the term may be the first letters of the name, mistyped. */
  readonly prefix: number;
}

const MAX = 64;
// Three rolling rows, reused: the place search runs this a few thousand times per keystroke.
let before = new Int32Array(MAX + 1);
let previous = new Int32Array(MAX + 1);
let current = new Int32Array(MAX + 1);

/**
 * Optimal string alignment distance (Levenshtein plus the swap of two neighbouring letters) between `term`
 * and `name`, and between `term` and its nearest prefix of `name`, in one O(|term|·|name|) table. Beyond
 * `limit` the answer is only "more than `limit`" (it stops early), and names are read up to 64 letters.
 */
export function typoDistance(term: string, name: string, limit = MAX): TypoDistance {
  const m = Math.min(term.length, MAX);
  const n = Math.min(name.length, MAX);
  for (let j = 0; j <= n; j += 1) previous[j] = j;
  let rowMin = 0;
  for (let i = 1; i <= m; i += 1) {
    current[0] = i;
    let min = i;
    for (let j = 1; j <= n; j += 1) {
      const cost = term.charCodeAt(i - 1) === name.charCodeAt(j - 1) ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (
        i > 1 &&
        j > 1 &&
        term.charCodeAt(i - 1) === name.charCodeAt(j - 2) &&
        term.charCodeAt(i - 2) === name.charCodeAt(j - 1)
      ) {
        best = Math.min(best, before[j - 2]! + 1);
      }
      current[j] = best;
      if (best < min) min = best;
    }
    const spare = before;
    before = previous;
    previous = current;
    current = spare;
    // A swap reaches back one row, so two rows past the limit settle it.
    if (min > limit && rowMin > limit) return { whole: limit + 1, prefix: limit + 1 };
    rowMin = min;
  }
  let prefix = previous[0]!;
  for (let j = 1; j <= n; j += 1) prefix = Math.min(prefix, previous[j]!);
  return { whole: previous[n]!, prefix };
}

const counts = new Int32Array(128);

/**
 * A lower bound of the distance between `term` and any prefix of `name` up to `reach` letters: the term's
 * letters the prefix lacks (each needs its own mistake). Cheap, so most names are ruled out without a table.
 */
export function missingLetters(term: string, name: string, reach: number): number {
  const end = Math.min(name.length, reach);
  for (let j = 0; j < end; j += 1) counts[name.charCodeAt(j) & 127]! += 1;
  let missing = 0;
  for (let i = 0; i < term.length; i += 1) {
    const code = term.charCodeAt(i) & 127;
    if (counts[code]! > 0) counts[code]! -= 1;
    else missing += 1;
  }
  counts.fill(0);
  return missing;
}

/** Mistakes forgiven in a term of this length: none under 4 letters, one up to 7, two from 8. */
export function typosAllowed(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}
