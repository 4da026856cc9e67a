import { describe, expect, it } from 'vitest';
import type { ConversationEvent } from '@annuaire/shared';
import { given } from '../domain/specification';
import { conversationDecider, conversationIdFor } from './decider';

const started: ConversationEvent = {
  type: 'ConversationStarted',
  data: { conversationId: conversationIdFor('ann', 'bob'), participants: ['ann', 'bob'], startedBy: 'ann' },
};
const sent = (messageId: string, senderId: string): ConversationEvent => ({
  type: 'MessageSent',
  data: { messageId, senderId, body: `hello ${messageId}` },
});
const send = (messageId: string, senderId: string, recipientId: string) =>
  ({ type: 'Send', senderId, recipientId, messageId, body: `hello ${messageId}` }) as const;
const blockedByBob: ConversationEvent = { type: 'ConversationBlocked', data: { blockerId: 'bob' } };

describe('conversation decider', () => {
  it('derives one id per pair, whoever writes first', () => {
    expect(conversationIdFor('ann', 'bob')).toBe(conversationIdFor('bob', 'ann'));
    expect(conversationIdFor('ann', 'bob')).not.toBe(conversationIdFor('ann', 'carl'));
  });

  it('starts the conversation with its first message, then only appends messages', () => {
    given(conversationDecider, [])
      .when(send('m1', 'ann', 'bob'))
      .then([started, sent('m1', 'ann')]);
    given(conversationDecider, [started, sent('m1', 'ann')])
      .when(send('m2', 'bob', 'ann'))
      .then([sent('m2', 'bob')]);
  });

  it('refuses strangers as not found on every command', () => {
    const history = [started, sent('m1', 'ann')];
    given(conversationDecider, history)
      .when(send('m2', 'eve', 'ann'))
      .thenFails('not_found', 404);
    for (const type of ['Archive', 'Block', 'Unblock'] as const) {
      given(conversationDecider, history).when({ type, userId: 'eve' }).thenFails('not_found', 404);
    }
    given(conversationDecider, history).when({ type: 'MarkAsRead', readerId: 'eve' }).thenFails('not_found', 404);
  });

  it("marks the other party's messages read up to the newest, once", () => {
    const history = [started, sent('m1', 'ann'), sent('m2', 'ann')];
    given(conversationDecider, history)
      .when({ type: 'MarkAsRead', readerId: 'bob' })
      .then([{ type: 'MessagesRead', data: { readerId: 'bob', upToMessageId: 'm2' } }]);
    given(conversationDecider, [...history, { type: 'MessagesRead', data: { readerId: 'bob', upToMessageId: 'm2' } }])
      .when({ type: 'MarkAsRead', readerId: 'bob' })
      .then([]);
    // The sender has nothing unread: their own messages do not count.
    given(conversationDecider, history).when({ type: 'MarkAsRead', readerId: 'ann' }).then([]);
  });

  it('archives per member, and a new message brings it back', () => {
    const archived: ConversationEvent = { type: 'ConversationArchived', data: { userId: 'bob' } };
    given(conversationDecider, [started, sent('m1', 'ann')])
      .when({ type: 'Archive', userId: 'bob' })
      .then([archived]);
    given(conversationDecider, [started, sent('m1', 'ann'), archived])
      .when({ type: 'Archive', userId: 'bob' })
      .then([]);
    given(conversationDecider, [started, sent('m1', 'ann'), archived, sent('m2', 'ann')])
      .when({ type: 'Archive', userId: 'bob' })
      .then([archived]);
  });

  it('lets one member block; then nobody writes and only the blocker unblocks', () => {
    const history = [started, sent('m1', 'ann')];
    given(conversationDecider, history).when({ type: 'Block', userId: 'bob' }).then([blockedByBob]);
    given(conversationDecider, [...history, blockedByBob])
      .when({ type: 'Block', userId: 'bob' })
      .then([]);
    given(conversationDecider, [...history, blockedByBob])
      .when({ type: 'Block', userId: 'ann' })
      .thenFails('already_blocked', 409);
    given(conversationDecider, [...history, blockedByBob])
      .when(send('m2', 'ann', 'bob'))
      .thenFails('blocked', 403);
    given(conversationDecider, [...history, blockedByBob])
      .when(send('m2', 'bob', 'ann'))
      .thenFails('conversation_blocked', 403);
    given(conversationDecider, [...history, blockedByBob])
      .when({ type: 'Unblock', userId: 'ann' })
      .thenFails('not_blocker', 403);
    given(conversationDecider, [...history, blockedByBob])
      .when({ type: 'Unblock', userId: 'bob' })
      .then([{ type: 'ConversationUnblocked', data: { userId: 'bob' } }]);
    given(conversationDecider, history).when({ type: 'Unblock', userId: 'bob' }).then([]);
  });
});
