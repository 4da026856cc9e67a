import { sql, type QueryExecutorProvider, type Transaction } from 'kysely';
import {
  conversationEvents,
  LIVE_CHANNEL,
  LIVE_FRESHNESS_MS,
  type LiveSignal,
  type RecordedEvent,
  unreachable,
} from '@annuaire/shared';
import { defineProjection, type ProjectedEvent } from '../runtime/projection';
import { CONVERSATIONS_TABLES_SQL, type ConversationsDatabase } from './table';

type Trx = Transaction<ConversationsDatabase>;

/** Recounts a member's unread messages: exact whatever order reads and sends were folded in. */
async function recountUnread(trx: Trx, conversationId: string, userId: string): Promise<void> {
  await trx
    .updateTable('members')
    .set((eb) => ({
      // A subquery builder, not raw SQL: the transaction qualifies its tables with the live or rebuild schema.
      unread: eb
        .selectFrom('messages')
        .select((count) => count.fn.countAll<number>().as('n'))
        .where('messages.conversation_id', '=', conversationId)
        .where('messages.sender_id', '<>', userId)
        .where('messages.read', '=', false),
    }))
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .execute();
}

/** NOTIFY fires when the batch's transaction commits, never for a rolled-back batch. */
export async function notifyLive(trx: QueryExecutorProvider, signals: readonly LiveSignal[]): Promise<void> {
  if (signals.length === 0) return;
  // One statement for the whole batch rather than a round trip per signal.
  const payloads = signals.map((signal) => JSON.stringify(signal));
  await sql`select pg_notify(${LIVE_CHANNEL}, payload) from unnest(${payloads}::text[]) as payload`.execute(trx);
}

export const isFresh = (event: RecordedEvent) => Date.now() - event.recordedAt.getTime() < LIVE_FRESHNESS_MS;

async function apply(
  trx: Trx,
  event: ProjectedEvent<(typeof conversationEvents)[number]>,
  signals: LiveSignal[],
): Promise<void> {
  const id = event.stream.id;
  const at = event.metadata.at;
  switch (event.type) {
    case 'ConversationStarted': {
      const [a, b] = event.data.participants;
      await trx
        .insertInto('members')
        .values([
          { conversation_id: id, user_id: a, other_id: b, archived: false, unread: 0 },
          { conversation_id: id, user_id: b, other_id: a, archived: false, unread: 0 },
        ])
        .execute();
      // Its last-message fields are filled by the first MessageSent, which always follows in the same append.
      await trx
        .insertInto('conversations')
        .values({
          id,
          started_by: event.data.startedBy,
          started_at: at,
          blocker: null,
          last_message_id: '',
          last_at: at,
          last_txn: String(event.position.txn),
          last_pos: String(event.position.pos),
          message_count: 0,
        })
        .execute();
      return;
    }
    case 'MessageSent': {
      const { messageId, senderId, body } = event.data;
      const conversation = await trx
        .updateTable('conversations')
        .set((eb) => ({
          last_message_id: messageId,
          last_at: at,
          last_txn: String(event.position.txn),
          last_pos: String(event.position.pos),
          message_count: eb('message_count', '+', 1),
        }))
        .where('id', '=', id)
        .returning('message_count')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('messages')
        .values({
          id: messageId,
          conversation_id: id,
          seq: conversation.message_count,
          sender_id: senderId,
          body,
          sent_at: at,
          read: false,
        })
        .execute();
      // A new message brings an archived conversation back to both members' lists.
      await trx.updateTable('members').set({ archived: false }).where('conversation_id', '=', id).execute();
      await trx
        .updateTable('members')
        .set((eb) => ({ unread: eb('unread', '+', 1) }))
        .where('conversation_id', '=', id)
        .where('user_id', '<>', senderId)
        .execute();
      if (isFresh(event)) {
        const members = await trx.selectFrom('members').select('user_id').where('conversation_id', '=', id).execute();
        for (const member of members) signals.push({ userId: member.user_id, kind: 'message', id: messageId });
      }
      return;
    }
    case 'MessagesRead': {
      const { readerId, upToMessageId } = event.data;
      const upTo = trx.selectFrom('messages').select('seq').where('id', '=', upToMessageId);
      await trx
        .updateTable('messages')
        .set({ read: true })
        .where('conversation_id', '=', id)
        .where('sender_id', '<>', readerId)
        .where('read', '=', false)
        .where('seq', '<=', upTo)
        .execute();
      await recountUnread(trx, id, readerId);
      return;
    }
    case 'ConversationArchived':
      await trx
        .updateTable('members')
        .set({ archived: true })
        .where('conversation_id', '=', id)
        .where('user_id', '=', event.data.userId)
        .execute();
      return;
    case 'ConversationBlocked':
      await trx.updateTable('conversations').set({ blocker: event.data.blockerId }).where('id', '=', id).execute();
      return;
    case 'ConversationUnblocked':
      await trx.updateTable('conversations').set({ blocker: null }).where('id', '=', id).execute();
      return;
    default:
      return unreachable(event, 'conversation event');
  }
}

/**
 * Conversations and messages as the lists read them (docs/product.md §3, §9). After a batch with new messages it
 * NOTIFYs each member concerned, for the API's Server-Sent Events.
 */
export const conversationsProjection = defineProjection({
  name: 'conversations',
  version: 1,
  events: conversationEvents,
  tables: ['conversations', 'members', 'messages'],
  createTables: CONVERSATIONS_TABLES_SQL,
  async handle(events, trx: Trx) {
    const signals: LiveSignal[] = [];
    for (const event of events) await apply(trx, event, signals);
    await notifyLive(trx, signals);
  },
});
