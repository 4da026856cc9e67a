import * as z from 'zod/mini';

/**
 * The fields of a conversation the badge needs (docs/product.md §3), read leniently (a bare array or `{ data }`, only
 * these fields). Its own module so the validator loads with the first check, not with the shell.
 */
export const ConversationSummary = z.object({
  _id: z.string(),
  recipient: z.object({ _id: z.string() }),
  lastMessage: z.nullish(z.object({ sender: z.string(), read: z.boolean() })),
});
export type ConversationSummary = z.infer<typeof ConversationSummary>;

export const ConversationSummaryPage = z.union([
  z.array(ConversationSummary),
  z.object({ data: z.array(ConversationSummary) }),
]);
