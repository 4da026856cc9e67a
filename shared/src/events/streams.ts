/**
 * Stream names, one helper per aggregate, never string-built ad hoc. The part after the category is
 * the aggregate's id; for user-owned streams it is the user's id, which lets the audit read model
 * gather "everything that happened to user X" across their streams.
 */
export const STREAM_CATEGORIES = [
  'user',
  'credits',
  'conversation',
  'notifications',
  'flag',
  'helpService',
  'block',
  'report',
  'views',
  'viewStats',
  'settings',
  'notificationBatch',
  'paymentIntent',
  'adEvents',
  'adStats',
  'mailReads',
  'analystLogin',
  'savedQueryRuns',
] as const;
export type StreamCategory = (typeof STREAM_CATEGORIES)[number];

export const streams = {
  user: (userId: string) => `user-${userId}`,
  credits: (userId: string) => `credits-${userId}`,
  conversation: (conversationId: string) => `conversation-${conversationId}`,
  notifications: (userId: string) => `notifications-${userId}`,
  flag: (flagId: string) => `flag-${flagId}`,
  helpService: (helpServiceId: string) => `helpService-${helpServiceId}`,
  block: (blockId: string) => `block-${blockId}`,
  report: (reportId: string) => `report-${reportId}`,
  views: (userId: string) => `views-${userId}`,
  /** Daily view counts that outlive the raw `views-*` events (never purged). */
  viewStats: (userId: string) => `viewStats-${userId}`,
  /** The app settings an admin changes (one aggregate, `settings-app`). */
  settings: (settingsId: string) => `settings-${settingsId}`,
  /** The summary of one notification batch; its notifications live in each member's stream. */
  notificationBatch: (batchId: string) => `notificationBatch-${batchId}`,
  /** One crypto payment intent, from its provider invoice to settled, underpaid, expired or invalid. */
  paymentIntent: (intentId: string) => `paymentIntent-${intentId}`,
  /** Raw impressions and clicks of one block (or partner link), purged after 14 days like views. */
  adEvents: (blockId: string) => `adEvents-${blockId}`,
  /** Daily ad figures that outlive the raw `adEvents-*` events (never purged). */
  adStats: (blockId: string) => `adStats-${blockId}`,
  /** Admins' readings of outbox mail: the recipient member's id, or the mail's id for other addresses. */
  mailReads: (subjectId: string) => `mailReads-${subjectId}`,
  /** One analyst's PostgreSQL login (README "Analysts"): its creation and revocation by operators. */
  analystLogin: (login: string) => `analystLogin-${login}`,
  /** Admins' runs of one saved query of the analytics screen (its id): who ran it, with what, how many rows. */
  savedQueryRuns: (queryId: string) => `savedQueryRuns-${queryId}`,
} satisfies Record<StreamCategory, (id: string) => string>;

/** Splits `category-id` at the first hyphen (ids may contain hyphens, categories never do). */
export function parseStreamName(streamId: string): { category: string; id: string } {
  const dash = streamId.indexOf('-');
  return dash < 0
    ? { category: streamId, id: '' }
    : { category: streamId.slice(0, dash), id: streamId.slice(dash + 1) };
}

/** Categories whose old events are purged (docs/product.md §9, 14 days); every other stream is kept for good. */
export const RETENTION_CATEGORIES: readonly StreamCategory[] = ['views', 'adEvents'];

/** True for a stream whose old events may be purged; the store refuses to purge any other. */
export function isRetentionStream(streamId: string): boolean {
  const { category, id } = parseStreamName(streamId);
  return id.length > 0 && (RETENTION_CATEGORIES as readonly string[]).includes(category);
}
