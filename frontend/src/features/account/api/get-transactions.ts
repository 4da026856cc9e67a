import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { fetcher } from '@/lib/api-client';
import { TRANSACTIONS_KEY } from '../query-keys';

export { TRANSACTIONS_KEY };

/** One line of the credit history (docs/api.md, transactions): what changed and the balance after it. */
export const Transaction = z.object({
  id: z.string(),
  type: z.enum(['credit', 'debit']),
  kind: z.string(),
  credits: z.number(),
  balanceAfter: z.number(),
  reason: z.nullable(z.string()),
  at: z.string(),
});
export type Transaction = z.infer<typeof Transaction>;

export const TRANSACTIONS_PAGE_SIZE = 20;

/**
 * One page of the member's history, newest first. One row more than the page is asked for, so the page
 * knows whether another follows without reading the Content-Range header.
 */
export async function getTransactions(userId: string, page: number, signal?: AbortSignal) {
  const first = (page - 1) * TRANSACTIONS_PAGE_SIZE;
  const params = new URLSearchParams({
    sort: JSON.stringify(['at', 'DESC']),
    range: JSON.stringify([first, first + TRANSACTIONS_PAGE_SIZE]),
  });
  const rows = await fetcher(`/api/users/${userId}/transactions?${params}`, z.array(Transaction), signal);
  return { rows: rows.slice(0, TRANSACTIONS_PAGE_SIZE), hasMore: rows.length > TRANSACTIONS_PAGE_SIZE };
}

export function useTransactions(userId: string, page: number) {
  return useQuery({
    queryKey: [...TRANSACTIONS_KEY, userId, page],
    queryFn: ({ signal }) => getTransactions(userId, page, signal),
    placeholderData: keepPreviousData,
  });
}
