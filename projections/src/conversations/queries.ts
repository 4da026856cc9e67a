import type { Kysely } from 'kysely';
import { readPage, type Page, type PageRequest } from '../queries/paging';
import type { ConversationsDatabase, MessageRow } from './table';

/** A message as the API reads it. */
export interface MessageRecord {
  readonly id: string;
  readonly conversationId: string;
  readonly seq: number;
  readonly senderId: string;
  readonly body: string;
  readonly sentAt: string;
  readonly read: boolean;
}

/** One member's view of a conversation. */
export interface ConversationView {
  readonly id: string;
  readonly userId: string;
  readonly otherId: string;
  readonly archived: boolean;
  readonly unread: number;
  readonly blocker: string | null;
  readonly lastMessage: MessageRecord | null;
}

const toMessage = (row: MessageRow): MessageRecord => ({
  id: row.id,
  conversationId: row.conversation_id,
  seq: row.seq,
  senderId: row.sender_id,
  body: row.body,
  sentAt: row.sent_at.toISOString(),
  read: row.read,
});

const schema = (db: Kysely<ConversationsDatabase>) => db.withSchema('conversations');

function views(db: Kysely<ConversationsDatabase>) {
  return schema(db)
    .selectFrom('members as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .leftJoin('messages as l', 'l.id', 'c.last_message_id');
}

function toViews(
  rows: ReadonlyArray<{
    id: string;
    user_id: string;
    other_id: string;
    archived: boolean;
    unread: number;
    blocker: string | null;
    l_id: string | null;
    l_seq: number | null;
    l_sender: string | null;
    l_body: string | null;
    l_at: Date | null;
    l_read: boolean | null;
  }>,
): ConversationView[] {
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    otherId: row.other_id,
    archived: row.archived,
    unread: row.unread,
    blocker: row.blocker,
    lastMessage:
      row.l_id === null
        ? null
        : {
            id: row.l_id,
            conversationId: row.id,
            seq: row.l_seq ?? 0,
            senderId: row.l_sender ?? '',
            body: row.l_body ?? '',
            sentAt: (row.l_at ?? new Date(0)).toISOString(),
            read: row.l_read ?? false,
          },
  }));
}

const VIEW_COLUMNS = [
  'c.id as id',
  'm.user_id as user_id',
  'm.other_id as other_id',
  'm.archived as archived',
  'm.unread as unread',
  'c.blocker as blocker',
  'l.id as l_id',
  'l.seq as l_seq',
  'l.sender_id as l_sender',
  'l.body as l_body',
  'l.sent_at as l_at',
  'l.read as l_read',
] as const;

/** A member's conversations, newest activity first; archived ones or the others. */
export async function listConversations(
  db: Kysely<ConversationsDatabase>,
  userId: string,
  page: PageRequest & { archived: boolean },
): Promise<Page<ConversationView>> {
  const mine = views(db).where('m.user_id', '=', userId).where('m.archived', '=', page.archived);
  const { rows, total } = await readPage(
    mine,
    (filtered) =>
      filtered.select(VIEW_COLUMNS).orderBy('c.last_txn', 'desc').orderBy('c.last_pos', 'desc').orderBy('c.id'),
    page,
  );
  return { rows: toViews(rows), total };
}

/** The conversation as `userId` sees it, or null when it does not exist or they are not part of it. */
export async function findConversationOf(
  db: Kysely<ConversationsDatabase>,
  conversationId: string,
  userId: string,
): Promise<ConversationView | null> {
  const rows = await views(db)
    .where('m.conversation_id', '=', conversationId)
    .where('m.user_id', '=', userId)
    .select(VIEW_COLUMNS)
    .execute();
  return toViews(rows)[0] ?? null;
}

/** A page of a thread, newest page first, each page in chronological order (docs/product.md §9: 20 per page). */
export async function listMessages(
  db: Kysely<ConversationsDatabase>,
  conversationId: string,
  page: PageRequest,
): Promise<Page<MessageRecord>> {
  const thread = schema(db).selectFrom('messages').where('conversation_id', '=', conversationId);
  const { rows, total } = await readPage(thread, (filtered) => filtered.selectAll().orderBy('seq', 'desc'), page);
  return { rows: rows.map(toMessage).reverse(), total };
}

export async function findMessageById(db: Kysely<ConversationsDatabase>, id: string): Promise<MessageRecord | null> {
  const row = await schema(db).selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toMessage(row) : null;
}

/** Who started the most conversations since a moment (moderators spot spammers with it). */
export async function topConversationStarters(
  db: Kysely<ConversationsDatabase>,
  since: Date,
  limit: number,
): Promise<Array<{ userId: string; conversations: number }>> {
  const rows = await schema(db)
    .selectFrom('conversations')
    .select(['started_by', (eb) => eb.fn.countAll<string>().as('total')])
    .where('started_at', '>=', since)
    .groupBy('started_by')
    .orderBy('total', 'desc')
    .orderBy('started_by')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ userId: row.started_by, conversations: Number(row.total) }));
}
