import type { ColumnType, Selectable } from 'kysely';

/** One row per conversation (one per pair of members), with what the lists sort and show. */
export interface ConversationsTable {
  id: string;
  started_by: string;
  started_at: ColumnType<Date, string, never>;
  /** The member who blocked it, or null (docs/product.md §3 blocker). */
  blocker: string | null;
  last_message_id: string;
  last_at: ColumnType<Date, string, string>;
  /** Log position of the last message: "newest activity first" stays stable within a millisecond. */
  last_txn: ColumnType<string, string, string>;
  last_pos: ColumnType<string, string, string>;
  message_count: number;
}

/** Each member's view of a conversation: their archive flag and unread count. Two rows per conversation. */
export interface ConversationMembersTable {
  conversation_id: string;
  user_id: string;
  other_id: string;
  archived: boolean;
  /** Messages from the other party this member has not read. */
  unread: number;
}

export interface MessagesTable {
  id: string;
  conversation_id: string;
  /** 1, 2, ... within the conversation: thread pages and "read up to" cut on it. */
  seq: number;
  sender_id: string;
  body: string;
  sent_at: ColumnType<Date, string, never>;
  read: boolean;
}

export interface ConversationsDatabase {
  conversations: ConversationsTable;
  members: ConversationMembersTable;
  messages: MessagesTable;
}

export type ConversationRow = Selectable<ConversationsTable>;
export type MessageRow = Selectable<MessagesTable>;

export const CONVERSATIONS_TABLES_SQL = (schema: string) => /* sql */ `
create table "${schema}".conversations (
  id text primary key,
  started_by text not null,
  started_at timestamptz not null,
  blocker text,
  last_message_id text not null,
  last_at timestamptz not null,
  last_txn numeric(20, 0) not null,
  last_pos bigint not null,
  message_count integer not null
);
create index on "${schema}".conversations (started_at, started_by);
create table "${schema}".members (
  conversation_id text not null,
  user_id text not null,
  other_id text not null,
  archived boolean not null,
  unread integer not null,
  primary key (conversation_id, user_id)
);
create index on "${schema}".members (user_id, archived);
create index on "${schema}".members (user_id, other_id);
create table "${schema}".messages (
  id text primary key,
  conversation_id text not null,
  seq integer not null,
  sender_id text not null,
  body text not null,
  sent_at timestamptz not null,
  read boolean not null
);
create unique index on "${schema}".messages (conversation_id, seq);
`;
