/**
 * What members write to each other stays out of the staff timeline (docs/product.md §6 "Privacy and retention"):
 * a private message is read by its two members, and by an admin only through the member's data extract
 * (`extractUser` in shared/src/permissions.ts), which is recorded with its reason. The timeline shows that a
 * message was sent, by whom and how long it was, never what it said.
 *
 * By event type, the payload fields that hold private content. A new event carrying members' own words (or a
 * file they sent each other) is added here, or its content reaches every moderator.
 */
export const PRIVATE_CONTENT: Readonly<Record<string, readonly string[]>> = {
  MessageSent: ['body'],
};

/**
 * The payload as the timeline keeps and shows it: each private field is replaced by its length
 * (`bodyLength`), and `withheld` names the fields left out, so staff see that something was withheld and
 * where to find it, and no filter or search over the timeline can probe the words.
 */
export function withoutPrivateContent(type: string, data: unknown): unknown {
  const fields = PRIVATE_CONTENT[type];
  if (!fields || typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  const kept: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  const withheld: string[] = [];
  for (const field of fields) {
    if (!(field in kept)) continue;
    const value = kept[field];
    delete kept[field];
    if (typeof value === 'string') kept[`${field}Length`] = value.length;
    withheld.push(field);
  }
  return withheld.length > 0 ? { ...kept, withheld } : kept;
}
