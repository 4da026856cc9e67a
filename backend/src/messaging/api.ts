import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import { refuseBlockedHosts } from '../settings/blockedHosts';
import type { Context } from 'koa';
import {
  findConversationOf,
  findActiveUserByUsername,
  findMessageById,
  listConversations,
  listMessages,
  type ConversationView,
} from '@annuaire/projections';
import {
  BlockBody,
  CONVERSATIONS_PAGE_SIZE,
  MarkAsReadBody,
  MESSAGES_PAGE_SIZE,
  SendMessageBody,
} from '@annuaire/shared';
import { actorOf, metadataOf, requireSession } from '../api/context';
import { pageInfo } from '../api/paging';
import type { ApiDependencies } from '../api/dependencies';
import { HttpError, notFound } from '../api/errors';
import { validate, type ValidatedContext } from '../api/validate';
import {
  isMessagingAvailable,
  messagingUnavailable,
  recipientUnavailable,
  requireMessagingReader,
} from './availability';
import { runConversationCommand } from './commands';
import { conversationIdFor, type ConversationCommand } from './decider';
import { toConversationDtos, toMessageDto, toRecipient } from './dto';
import { ConversationIdParams, MessageIdParams, PageQuery, UsernameParams } from './schema';

const conversationNotFound = () => notFound('Conversation not found');

/**
 * Private conversations (docs/product.md §2 /messages, §3, §7, §9). Every route is the reader's own: another
 * member's conversation or message answers 404, so ids reveal nothing.
 */
export function messagingRouter(deps: ApiDependencies): Router {
  const { db } = deps;
  const router = new Router();

  /** The logged-in reader, refused while ghost. */
  const reader = (ctx: Context) => requireMessagingReader(actorOf(ctx).user).state.userId;
  const member = requireSession;
  const viewOf = async (conversationId: string, userId: string): Promise<ConversationView> => {
    const view = await findConversationOf(db, conversationId, userId);
    if (!view) throw conversationNotFound();
    return view;
  };
  const answerConversation = async (ctx: Context, conversationId: string, userId: string) => {
    const [dto] = await toConversationDtos(db, [await viewOf(conversationId, userId)], deps.now());
    ctx.body = dto;
  };
  const run = (ctx: Context, conversationId: string, command: ConversationCommand) =>
    runConversationCommand(deps, conversationId, command, metadataOf(ctx, deps.now()));

  const list = (archived: boolean) => async (ctx: ValidatedContext<{ query: typeof PageQuery }>) => {
    const userId = reader(ctx);
    const { page } = ctx.state.input.query;
    const size = CONVERSATIONS_PAGE_SIZE;
    const { rows, total } = await listConversations(db, userId, { archived, offset: (page - 1) * size, limit: size });
    ctx.body = {
      data: await toConversationDtos(db, rows, deps.now()),
      extraData: pageInfo(page, size, total),
    };
  };
  router.get('/api/conversations', member, validate({ query: PageQuery }), list(false));
  router.get('/api/conversations/archived', member, validate({ query: PageQuery }), list(true));

  /** The other member by username; 404 when unknown, 400 for oneself. */
  const counterpart = async (username: string, userId: string) => {
    const other = await findActiveUserByUsername(db, username);
    if (!other) throw notFound('User not found');
    if (other.state.userId === userId) throw new HttpError(400, 'cannot_message_self', 'You cannot write to yourself');
    return other;
  };

  router.get(
    '/api/conversations/username/:username',
    member,
    validate({ params: UsernameParams, query: PageQuery }),
    async (ctx: ValidatedContext<{ params: typeof UsernameParams; query: typeof PageQuery }>) => {
      const userId = reader(ctx);
      const other = await counterpart(ctx.state.input.params.username, userId);
      const now = deps.now();
      const { page } = ctx.state.input.query;
      const conversationId = conversationIdFor(userId, other.state.userId);
      const view = await findConversationOf(db, conversationId, userId);
      const size = MESSAGES_PAGE_SIZE;
      const { rows, total } = view
        ? await listMessages(db, conversationId, { offset: (page - 1) * size, limit: size })
        : { rows: [], total: 0 };
      ctx.body = {
        conversation: view ? (await toConversationDtos(db, [view], now))[0] : null,
        recipient: { ...toRecipient(other.state, now), messagingAvailable: isMessagingAvailable(other, now) },
        data: rows.map(toMessageDto),
        extraData: pageInfo(page, size, total),
      };
    },
  );

  router.post(
    '/api/conversations/username/:username',
    member,
    validate({ params: UsernameParams, body: SendMessageBody }),
    async (ctx: ValidatedContext<{ params: typeof UsernameParams; body: typeof SendMessageBody }>) => {
      const userId = reader(ctx);
      const recipient = await counterpart(ctx.state.input.params.username, userId);
      const now = deps.now();
      if (!isMessagingAvailable(actorOf(ctx).user, now)) throw messagingUnavailable();
      if (!isMessagingAvailable(recipient, now)) throw recipientUnavailable();
      await refuseBlockedHosts(deps, { 'body.body': ctx.state.input.body.body });
      const messageId = randomUUID();
      const recipientId = recipient.state.userId;
      await run(ctx, conversationIdFor(userId, recipientId), {
        type: 'Send',
        senderId: userId,
        recipientId,
        messageId,
        body: ctx.state.input.body.body,
      });
      const message = await findMessageById(db, messageId);
      if (!message) throw new HttpError(503, 'not_ready', 'The message was sent but is not readable yet');
      ctx.status = 201;
      ctx.body = toMessageDto(message);
    },
  );

  type ById = { params: typeof ConversationIdParams };
  router.get(
    '/api/conversations/:id',
    member,
    validate({ params: ConversationIdParams }),
    async (ctx: ValidatedContext<ById>) => {
      await answerConversation(ctx, ctx.state.input.params.id, reader(ctx));
    },
  );

  router.patch(
    '/api/conversations/:id/archive',
    member,
    validate({ params: ConversationIdParams }),
    async (ctx: ValidatedContext<ById>) => {
      const userId = reader(ctx);
      const { id } = ctx.state.input.params;
      await viewOf(id, userId);
      await run(ctx, id, { type: 'Archive', userId });
      await answerConversation(ctx, id, userId);
    },
  );

  router.patch(
    '/api/conversations/:id/block',
    member,
    validate({ params: ConversationIdParams, body: BlockBody.optional() }),
    async (ctx: ValidatedContext<ById & { body: ReturnType<typeof BlockBody.optional> }>) => {
      const userId = reader(ctx);
      const { id } = ctx.state.input.params;
      await viewOf(id, userId);
      const unblock = ctx.state.input.body?.unblock === true;
      await run(ctx, id, { type: unblock ? 'Unblock' : 'Block', userId });
      await answerConversation(ctx, id, userId);
    },
  );

  router.post(
    '/api/messages/mark-as-read',
    member,
    validate({ body: MarkAsReadBody }),
    async (ctx: ValidatedContext<{ body: typeof MarkAsReadBody }>) => {
      const userId = reader(ctx);
      const { conversationId } = ctx.state.input.body;
      await viewOf(conversationId, userId);
      await run(ctx, conversationId, { type: 'MarkAsRead', readerId: userId });
      await answerConversation(ctx, conversationId, userId);
    },
  );

  router.get(
    '/api/messages/:id',
    member,
    validate({ params: MessageIdParams }),
    async (ctx: ValidatedContext<{ params: typeof MessageIdParams }>) => {
      const userId = reader(ctx);
      const message = await findMessageById(db, ctx.state.input.params.id);
      if (!message || !(await findConversationOf(db, message.conversationId, userId))) {
        throw notFound('Message not found');
      }
      ctx.body = toMessageDto(message);
    },
  );

  return router;
}
