import { unreachable, type ConversationEvent } from '@annuaire/shared';
import { conflictError, forbiddenError, notFoundError, type Decider } from '../domain/decider';
import { deterministicUuid } from '../domain/ids';

/** Message bodies arrive trimmed and bounded by `SendMessageBody`; the decider guards membership and blocks. */
export type ConversationCommand =
  | { type: 'Send'; senderId: string; recipientId: string; messageId: string; body: string }
  | { type: 'MarkAsRead'; readerId: string }
  | { type: 'Archive'; userId: string }
  | { type: 'Block'; userId: string }
  | { type: 'Unblock'; userId: string };

export interface ConversationState {
  readonly participants: readonly string[];
  readonly blocker: string | null;
  readonly archivedBy: readonly string[];
  /** Per member, the newest message from the other party they have not read (null: all read). */
  readonly unreadUpTo: Readonly<Record<string, string | null>>;
}

/** One conversation per pair of members, whoever writes first: the id is derived from the pair. */
export const conversationIdFor = (a: string, b: string) => deterministicUuid(`conversation:${[a, b].sort().join(':')}`);

const isMember = (state: ConversationState, userId: string) => state.participants.includes(userId);
/** A stranger learns nothing, not even that the conversation exists. */
const notFound = () => notFoundError('Conversation');

/**
 * A private conversation between two members (docs/product.md §3, §4): started by its first message, read,
 * archived per member (a new message brings it back), blocked by one member (only they unblock).
 */
export const conversationDecider: Decider<ConversationCommand, ConversationEvent, ConversationState> = {
  initialState: { participants: [], blocker: null, archivedBy: [], unreadUpTo: {} },
  evolve(state, event) {
    switch (event.type) {
      case 'ConversationStarted':
        return { ...state, participants: event.data.participants };
      case 'MessageSent': {
        const unreadUpTo = { ...state.unreadUpTo };
        for (const member of state.participants) {
          if (member !== event.data.senderId) unreadUpTo[member] = event.data.messageId;
        }
        return { ...state, archivedBy: [], unreadUpTo };
      }
      case 'MessagesRead':
        return { ...state, unreadUpTo: { ...state.unreadUpTo, [event.data.readerId]: null } };
      case 'ConversationArchived':
        return { ...state, archivedBy: [...state.archivedBy, event.data.userId] };
      case 'ConversationBlocked':
        return { ...state, blocker: event.data.blockerId };
      case 'ConversationUnblocked':
        return { ...state, blocker: null };
      default:
        return unreachable(event, 'conversation event');
    }
  },
  decide(command, state): ConversationEvent[] {
    switch (command.type) {
      case 'Send': {
        const { senderId, recipientId, messageId, body } = command;
        const sent: ConversationEvent = { type: 'MessageSent', data: { messageId, senderId, body } };
        if (state.participants.length === 0) {
          const conversationId = conversationIdFor(senderId, recipientId);
          const participants: [string, string] = [senderId, recipientId];
          return [{ type: 'ConversationStarted', data: { conversationId, participants, startedBy: senderId } }, sent];
        }
        if (!isMember(state, senderId) || !isMember(state, recipientId)) throw notFound();
        if (state.blocker === senderId) {
          throw forbiddenError('conversation_blocked', 'You blocked this conversation: unblock it to write');
        }
        if (state.blocker !== null) throw forbiddenError('blocked', 'This member has blocked the conversation');
        return [sent];
      }
      case 'MarkAsRead': {
        if (!isMember(state, command.readerId)) throw notFound();
        const upTo = state.unreadUpTo[command.readerId] ?? null;
        return upTo === null
          ? []
          : [{ type: 'MessagesRead', data: { readerId: command.readerId, upToMessageId: upTo } }];
      }
      case 'Archive':
        if (!isMember(state, command.userId)) throw notFound();
        return state.archivedBy.includes(command.userId)
          ? []
          : [{ type: 'ConversationArchived', data: { userId: command.userId } }];
      case 'Block':
        if (!isMember(state, command.userId)) throw notFound();
        if (state.blocker === command.userId) return [];
        if (state.blocker !== null) throw conflictError('already_blocked', 'The other member already blocked it');
        return [{ type: 'ConversationBlocked', data: { blockerId: command.userId } }];
      case 'Unblock':
        if (!isMember(state, command.userId)) throw notFound();
        if (state.blocker === null) return [];
        if (state.blocker !== command.userId) {
          throw forbiddenError('not_blocker', 'Only the member who blocked this conversation can unblock it');
        }
        return [{ type: 'ConversationUnblocked', data: { userId: command.userId } }];
      default:
        return unreachable(command, 'conversation command');
    }
  },
};
