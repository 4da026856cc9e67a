/**
 * `text` as a literal inside a LIKE or ILIKE pattern: its `%`, `_` and `\` match themselves (a member
 * searching "50%" finds "50%", not everything starting with "50"). PostgreSQL's default escape is `\`.
 */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A pattern matching `text` anywhere, literally. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
