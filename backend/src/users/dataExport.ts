import {
  findUserById,
  findUsersByIds,
  listAuditEvents,
  listConversations,
  listDepositRequests,
  listMessages,
  listNotificationsOfUser,
  listTransactions,
} from '@annuaire/projections';
import { moderationStateOf } from '@annuaire/shared';
import type { Context } from 'koa';
import { findAccountById } from '../accounts/repository';
import type { ApiDependencies } from '../api/dependencies';
import { notFound } from '../api/errors';

/** Rows read per query while gathering a whole history (the largest page the read models serve). */
const BATCH = 500;

/** Bumped when a section changes shape, so whoever reads an old file knows what to expect. */
export const USER_EXPORT_VERSION = 1;

type Db = ApiDependencies['db'];

/**
 * Everything the product keeps about one member, as one JSON document: the member's own copy (right of
 * access and portability, `GET /api/user/export`) and the admin's extract (`POST /api/users/{id}/extract`,
 * adminApi.ts) are this same builder, so the two can never disagree on what "the member's data" is. Other members
 * appear only as far as the member already sees them (the username of a conversation partner or a
 * favorite); raw view events, which name who looked at whom, are not kept in the history read here.
 */
export async function exportUserData(deps: Pick<ApiDependencies, 'db' | 'now'>, userId: string) {
  const { db } = deps;
  const [record, account] = await Promise.all([findUserById(db, userId), findAccountById(db, userId)]);
  if (!record || record.status === 'deleted') throw notFound('User not found');
  const { state } = record;
  const [favorites, conversations, notifications, transactions, depositRequests, events] = await Promise.all([
    favoritesOf(db, Object.keys(state.favorites)),
    conversationsOf(db, userId),
    notificationsOf(db, userId),
    allPages((offset) => listTransactions(db, { userId }, { offset, limit: BATCH, descending: false })),
    allPages((offset) => listDepositRequests(db, { userId }, { offset, limit: BATCH })),
    allPages(async (offset) => {
      const page = await listAuditEvents(db, { subjectId: userId }, { offset, limit: BATCH, descending: false });
      return { rows: page.events, total: page.total };
    }),
  ]);

  return {
    format: 'annuaire-user-export',
    version: USER_EXPORT_VERSION,
    exportedAt: deps.now().toISOString(),
    account: {
      userId,
      username: state.username,
      email: account?.email ?? null,
      contactEmail: account?.contact_email ?? null,
      phone: account?.phone ?? null,
      role: state.role,
      status: record.status,
      createdAt: record.createdAt,
    },
    profile: {
      gender: state.gender,
      libertine: state.libertine,
      pending: state.pending,
      vipUntil: state.vipUntil,
      headline: state.headline,
      bio: state.bio,
      tags: state.tags,
      incall: state.incall,
      outcall: state.outcall,
      virtual: state.virtual,
      virtualLocked: state.virtualLocked,
      websiteUrl: state.websiteUrl,
      tour: state.tour,
      location: state.location,
      secondaryLocation: state.secondaryLocation,
      online: state.online,
      ghost: state.ghost,
      messaging: state.messaging,
      verificationState: state.verificationState,
      reminders: state.reminders,
      lastSeenAt: state.lastSeenAt,
    },
    // Metadata only: the files themselves stay behind the image endpoint, which the owner can reach.
    pictures: state.pictures.map((picture) => ({
      id: picture.id,
      storageKey: picture.url,
      width: picture.width,
      height: picture.height,
      state: moderationStateOf(picture),
      note: picture.note,
      inRotation: picture.inRotation,
      profilePicture: picture.id === state.profilePictureId,
      addedAt: picture.addedAt,
    })),
    verificationPictures: state.verificationPictures.map(({ id, addedAt }) => ({ id, addedAt })),
    favorites,
    conversations,
    notifications,
    creditTransactions: transactions.map((transaction) => ({
      id: transaction.id,
      type: transaction.type,
      kind: transaction.kind,
      credits: transaction.credits,
      balanceAfter: transaction.balanceAfter,
      byMember: transaction.actorId === userId,
      actorRole: transaction.actorRole,
      reason: transaction.reason,
      at: transaction.at,
      details: transaction.details,
    })),
    depositRequests: depositRequests.map((request) => ({
      id: request.request_id,
      method: request.method,
      credits: request.credits,
      price: Number(request.price),
      reference: request.reference,
      status: request.status,
      requestedAt: request.requested_at.toISOString(),
      decidedAt: request.decided_at?.toISOString() ?? null,
    })),
    events: events.map((event) => ({
      id: event.id,
      stream: event.category,
      type: event.type,
      at: event.at,
      byMember: event.actorId === userId,
      actorRole: event.actorRole,
      reason: event.reason,
      data: event.data,
    })),
  };
}
export type UserDataExport = Awaited<ReturnType<typeof exportUserData>>;

/** JSON the browser saves instead of showing, and no cache keeps a copy of personal data. */
export function sendAsFile(ctx: Context, data: unknown, filename: string) {
  ctx.set('Content-Disposition', `attachment; filename="${filename.replace(/[^\w.@-]/g, '_')}"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.type = 'application/json';
  ctx.body = JSON.stringify(data, null, 2);
}

/** Reads a paged query to the end. */
async function allPages<T>(read: (offset: number) => Promise<{ rows: T[]; total: number }>): Promise<T[]> {
  const rows: T[] = [];
  for (;;) {
    const page = await read(rows.length);
    rows.push(...page.rows);
    if (page.rows.length === 0 || rows.length >= page.total) return rows;
  }
}

async function favoritesOf(db: Db, ids: readonly string[]) {
  const users = new Map((await findUsersByIds(db, ids)).map((user) => [user.state.userId, user]));
  return ids.map((id) => {
    const user = users.get(id);
    return { userId: id, username: user && user.status === 'active' ? user.state.username : null };
  });
}

/** Every conversation the member is part of, archived ones included, each with its whole thread. */
async function conversationsOf(db: Db, userId: string) {
  const views = [
    ...(await allPages((offset) => listConversations(db, userId, { archived: false, offset, limit: BATCH }))),
    ...(await allPages((offset) => listConversations(db, userId, { archived: true, offset, limit: BATCH }))),
  ];
  const partners = new Map(
    (await findUsersByIds(db, [...new Set(views.map((view) => view.otherId))])).map((user) => [
      user.state.userId,
      user,
    ]),
  );
  const conversations = [];
  for (const view of views) {
    const messages = await allPages((offset) => listMessages(db, view.id, { offset, limit: BATCH }));
    const partner = partners.get(view.otherId);
    conversations.push({
      id: view.id,
      with: { userId: view.otherId, username: partner?.status === 'active' ? partner.state.username : null },
      archived: view.archived,
      blockedByMember: view.blocker === userId,
      blockedByOther: view.blocker !== null && view.blocker !== userId,
      // listMessages pages from the newest; the export reads as a thread, oldest first.
      messages: messages
        .sort((a, b) => a.seq - b.seq)
        .map((message) => ({
          id: message.id,
          sentAt: message.sentAt,
          fromMember: message.senderId === userId,
          body: message.body,
          read: message.read,
        })),
    });
  }
  return conversations;
}

/** Dismissed notifications too: dismissing hides one from the list, the record stays. */
async function notificationsOf(db: Db, userId: string) {
  const records = await listNotificationsOfUser(db, userId);
  return records.map((record) => ({
    id: record.id,
    type: record.type,
    body: record.body,
    read: record.read,
    dismissed: record.dismissed,
    createdAt: record.createdAt,
  }));
}
