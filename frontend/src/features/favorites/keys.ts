/** Every cached favorites list starts with this key; a change anywhere refreshes them all. */
export const FAVORITES_KEY = ['favorites'] as const;
