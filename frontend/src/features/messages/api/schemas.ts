import * as z from 'zod/mini';

/** The other member of a conversation, as a list row and a thread show them (docs/api.md, Messaging). */
export const Recipient = z.object({
  _id: z.string(),
  username: z.string(),
  profilePicture: z.nullable(z.object({ url: z.string() })),
  onlineNow: z.boolean(),
});
export type Recipient = z.infer<typeof Recipient>;

/** A message (docs/product.md §3). */
export const Message = z.object({
  _id: z.string(),
  conversation: z.string(),
  sender: z.string(),
  body: z.string(),
  timestamp: z.string(),
  read: z.boolean(),
});
export type Message = z.infer<typeof Message>;

/** A row of the conversations list (docs/product.md §3 Conversation). `blocker` is the id of whoever blocked it. */
export const Conversation = z.object({
  _id: z.string(),
  recipient: Recipient,
  lastMessage: z.nullable(
    z.object({ _id: z.string(), sender: z.string(), body: z.string(), timestamp: z.string(), read: z.boolean() }),
  ),
  unread: z.number(),
  blocker: z.nullable(z.string()),
  archived: z.boolean(),
});
export type Conversation = z.infer<typeof Conversation>;

/** Where a page sits among all of them. */
export const PageInfo = z.object({ page: z.number(), pageSize: z.number(), total: z.number(), pages: z.number() });
export type PageInfo = z.infer<typeof PageInfo>;

/** Who blocked a conversation, from the reader's side: the row names the blocker by id. */
export type BlockState = 'none' | 'byMe' | 'byThem';

export function blockStateOf(conversation: Pick<Conversation, 'blocker' | 'recipient'> | null): BlockState {
  if (!conversation?.blocker) return 'none';
  return conversation.blocker === conversation.recipient._id ? 'byThem' : 'byMe';
}
