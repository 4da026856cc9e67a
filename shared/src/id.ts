import { z } from 'zod';

/** An id as events carry it (a user's, a conversation's, a flag's…): non-empty, at most 64 characters. */
export const Id = z.string().min(1).max(64);
