import { z } from 'zod';

const Page = z.coerce.number().int().min(1).max(10_000).default(1);

export const PageQuery = z.object({ page: Page });
export const ConversationIdParams = z.object({ id: z.string().min(1).max(64) });
export const UsernameParams = z.object({ username: z.string().trim().min(1).max(64) });
export const MessageIdParams = z.object({ id: z.string().min(1).max(64) });

/** Periods for the staff "who started the most conversations" list. */
export const STARTER_RANGES = { '1d': 1, '7d': 7, '14d': 14, '30d': 30, '6m': 182, '12m': 365 } as const;
export const MostConversationsQuery = z.object({
  range: z.enum(Object.keys(STARTER_RANGES) as [keyof typeof STARTER_RANGES]).default('30d'),
});
