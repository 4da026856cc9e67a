import type { Kysely } from 'kysely';
import { findUsersByIds, type ConversationView, type MessageRecord, type UsersDatabase } from '@annuaire/projections';
import { profilePictureOf, type ConversationDto, type MessageDto, type UserState } from '@annuaire/shared';
import { isOnline, pictureSummaryOf } from '../directory/cards';

export const toMessageDto = (message: MessageRecord): MessageDto => ({
  _id: message.id,
  conversation: message.conversationId,
  sender: message.senderId,
  body: message.body,
  timestamp: message.sentAt,
  read: message.read,
});

/** The other member as a list row shows them: name, picture, online dot. */
export function toRecipient(
  state: Pick<UserState, 'userId' | 'username' | 'pictures' | 'profilePictureId' | 'online' | 'ghost'>,
  now: Date,
): ConversationDto['recipient'] {
  const picture = profilePictureOf(state.pictures, state.profilePictureId);
  return {
    _id: state.userId,
    username: state.username,
    profilePicture: picture ? pictureSummaryOf(picture) : null,
    onlineNow: isOnline(state, now),
  };
}

/** List rows for conversation views, with the other members loaded in one query. */
export async function toConversationDtos(
  db: Kysely<UsersDatabase>,
  views: readonly ConversationView[],
  now: Date,
): Promise<ConversationDto[]> {
  const users = await findUsersByIds(db, [...new Set(views.map((view) => view.otherId))]);
  const byId = new Map(users.map((user) => [user.state.userId, user.state]));
  return views.map((view) => {
    const other = byId.get(view.otherId);
    // A deleted member's row may be gone after erasure: show the conversation with an anonymous name.
    const recipient = other
      ? toRecipient(other, now)
      : { _id: view.otherId, username: '', profilePicture: null, onlineNow: false };
    const { lastMessage } = view;
    return {
      _id: view.id,
      recipient,
      lastMessage: lastMessage
        ? {
            _id: lastMessage.id,
            sender: lastMessage.senderId,
            body: lastMessage.body,
            timestamp: lastMessage.sentAt,
            read: lastMessage.read,
          }
        : null,
      unread: view.unread,
      blocker: view.blocker,
      archived: view.archived,
    };
  });
}
