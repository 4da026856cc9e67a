/** Every notifications query lives under this root, so a live `notification` event refreshes them all at once. */
export const NOTIFICATIONS_ROOT = 'notifications';

export const notificationKeys = {
  all: [NOTIFICATIONS_ROOT] as const,
  /** Titles and descriptions come in the reader's language, so each language is its own cache entry. */
  list: (locale: string) => [NOTIFICATIONS_ROOT, 'list', locale] as const,
};
