import { z } from 'zod';
import { defineEvent, type DataOf } from '../events/catalogue';
import { Id } from '../id';
import { MESSAGE_MAX } from './constants';

/**
 * Events of the `conversation-{id}` stream. One conversation per pair of members: its id is derived
 * from the two user ids, so two first messages sent at once land on the same stream.
 */
export const ConversationStarted = defineEvent(
  'ConversationStarted',
  z.object({ conversationId: Id, participants: z.tuple([Id, Id]), startedBy: Id }),
);
export const MessageSent = defineEvent(
  'MessageSent',
  z.object({ messageId: Id, senderId: Id, body: z.string().min(1).max(MESSAGE_MAX) }),
);
/** The reader has seen the other party's messages up to and including `upToMessageId`. */
export const MessagesRead = defineEvent('MessagesRead', z.object({ readerId: Id, upToMessageId: Id }));
/** Hidden from this member's list until the next message. */
export const ConversationArchived = defineEvent('ConversationArchived', z.object({ userId: Id }));
export const ConversationBlocked = defineEvent('ConversationBlocked', z.object({ blockerId: Id }));
export const ConversationUnblocked = defineEvent('ConversationUnblocked', z.object({ userId: Id }));

export const conversationEvents = [
  ConversationStarted,
  MessageSent,
  MessagesRead,
  ConversationArchived,
  ConversationBlocked,
  ConversationUnblocked,
] as const;

/** The conversation stream's events as a discriminated union on `type`. */
export type ConversationEvent = DataOf<(typeof conversationEvents)[number]>;
