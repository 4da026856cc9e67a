/** docs/product.md §9: conversations list 10 per page, a thread 20 messages per page. */
export const CONVERSATIONS_PAGE_SIZE = 10;
export const MESSAGES_PAGE_SIZE = 20;
/** Longest message body, counted after trimming. */
export const MESSAGE_MAX = 2000;
/** docs/product.md §9 chat timestamps: a message shows its time when more than this after the previous one. */
export const CHAT_TIMESTAMP_GAP_MINUTES = 15;
