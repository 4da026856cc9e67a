import { z } from 'zod';
import { MESSAGE_MAX } from './constants';

/** A message as typed: trimmed, then 1 to 2000 characters. The site's form and the API share it. */
export const MessageText = z
  .string()
  .trim()
  .min(1, 'a message cannot be empty')
  .max(MESSAGE_MAX, `a message has at most ${MESSAGE_MAX} characters`);

export const SendMessageBody = z.object({ body: MessageText }).strict();
export type SendMessageBody = z.infer<typeof SendMessageBody>;

export const MarkAsReadBody = z.object({ conversationId: z.string().min(1).max(64) }).strict();
export type MarkAsReadBody = z.infer<typeof MarkAsReadBody>;

/** `PATCH /api/conversations/{id}/block`: blocks, or with `{unblock: true}` lifts the reader's block. */
export const BlockBody = z.object({ unblock: z.boolean().optional() }).strict();
export type BlockBody = z.infer<typeof BlockBody>;

/** A message as the API answers it (docs/product.md §3 Message). */
export interface MessageDto {
  readonly _id: string;
  readonly conversation: string;
  readonly sender: string;
  readonly body: string;
  readonly timestamp: string;
  readonly read: boolean;
}

/** A row of the conversations list (docs/product.md §3 Conversation). */
export interface ConversationDto {
  readonly _id: string;
  readonly recipient: {
    readonly _id: string;
    readonly username: string;
    readonly profilePicture: { id: string; url: string; width: number; height: number } | null;
    readonly onlineNow: boolean;
  };
  readonly lastMessage: Omit<MessageDto, 'conversation'> | null;
  /** Messages from the other party the reader has not read. */
  readonly unread: number;
  readonly blocker: string | null;
  readonly archived: boolean;
}

/**
 * docs/product.md §9: a conversation counts as unread when its last message is from the other party and unread.
 * The badge counts these over the first page of the list only.
 */
export const isConversationUnread = (conversation: Pick<ConversationDto, 'lastMessage' | 'recipient'>) =>
  conversation.lastMessage !== null &&
  conversation.lastMessage.sender === conversation.recipient._id &&
  !conversation.lastMessage.read;
