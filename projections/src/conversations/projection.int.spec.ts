import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConversationArchived,
  ConversationBlocked,
  ConversationStarted,
  ConversationUnblocked,
  MessageSent,
  MessagesRead,
  streams,
} from '@annuaire/shared';
import { CheckpointMovedError } from '../runtime/apply';
import { happened } from '../testing/events';
import { openReadModel, type ReadModelSpec } from '../testing/readModel';
import { conversationsProjection } from './projection';
import { findConversationOf, listConversations, listMessages } from './queries';
import type { ConversationsDatabase } from './table';

let rm: ReadModelSpec<ConversationsDatabase>;
beforeAll(async () => {
  rm = await openReadModel(conversationsProjection);
});
afterAll(async () => {
  await rm.close();
});

/** A fresh conversation between two new members, and events on its stream. */
function conversation() {
  const [id, alice, bob] = [randomUUID(), randomUUID(), randomUUID()];
  const stream = streams.conversation(id);
  return {
    id,
    alice,
    bob,
    started: happened(ConversationStarted, stream, {
      conversationId: id,
      participants: [alice, bob],
      startedBy: alice,
    }),
    message: (messageId: string, senderId: string) =>
      happened(MessageSent, stream, { messageId, senderId, body: `message ${messageId}` }),
    read: (readerId: string, upToMessageId: string) => happened(MessagesRead, stream, { readerId, upToMessageId }),
    archived: (userId: string) => happened(ConversationArchived, stream, { userId }),
    blocked: (blockerId: string) => happened(ConversationBlocked, stream, { blockerId }),
    unblocked: (userId: string) => happened(ConversationUnblocked, stream, { userId }),
  };
}

describe('conversations read model', () => {
  it('gives each member their view: the other party, unread count and last message', async () => {
    const c = conversation();
    await rm.given([c.started, c.message(`${c.id}-1`, c.alice), c.message(`${c.id}-2`, c.alice)]);
    expect(await findConversationOf(rm.db, c.id, c.bob)).toMatchObject({
      otherId: c.alice,
      unread: 2,
      archived: false,
      blocker: null,
      lastMessage: { id: `${c.id}-2`, seq: 2, senderId: c.alice, read: false },
    });
    expect(await findConversationOf(rm.db, c.id, c.alice)).toMatchObject({ otherId: c.bob, unread: 0 });
    expect(await findConversationOf(rm.db, c.id, randomUUID())).toBeNull();
  });

  it('reads up to a message, recounting what is left unread', async () => {
    const c = conversation();
    await rm.given([
      c.started,
      c.message(`${c.id}-1`, c.alice),
      c.message(`${c.id}-2`, c.bob),
      c.message(`${c.id}-3`, c.alice),
      c.message(`${c.id}-4`, c.alice),
      c.read(c.bob, `${c.id}-3`),
    ]);
    const thread = await listMessages(rm.db, c.id, { offset: 0, limit: 20 });
    expect(thread.rows.map((message) => [message.seq, message.read])).toEqual([
      [1, true],
      [2, false],
      [3, true],
      [4, false],
    ]);
    expect((await findConversationOf(rm.db, c.id, c.bob))?.unread).toBe(1);
  });

  it('archives for one member until the next message, and records who blocked', async () => {
    const c = conversation();
    await rm.given([c.started, c.message(`${c.id}-1`, c.alice), c.archived(c.bob), c.blocked(c.bob)]);
    const archived = await listConversations(rm.db, c.bob, { archived: true, offset: 0, limit: 10 });
    expect(archived.rows.map((view) => [view.id, view.blocker])).toEqual([[c.id, c.bob]]);
    await rm.given([c.unblocked(c.bob), c.message(`${c.id}-2`, c.alice)]);
    expect(await findConversationOf(rm.db, c.id, c.bob)).toMatchObject({ archived: false, blocker: null });
  });

  it('applying the same batch twice changes nothing', async () => {
    const c = conversation();
    const batch = await rm.given([
      c.started,
      c.message(`${c.id}-1`, c.alice),
      c.message(`${c.id}-2`, c.bob),
      c.read(c.alice, `${c.id}-2`),
    ]);
    const before = await rm.allRows();
    await expect(rm.redeliver(batch)).rejects.toBeInstanceOf(CheckpointMovedError);
    expect(await rm.allRows()).toEqual(before);
  });
});
