import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { fetcher } from '@/lib/api-client';

/** A payment the member announced, as the credits read model keeps it (snake_case rows). */
const DepositRequestRow = z.object({
  request_id: z.string(),
  method: z.string(),
  credits: z.number(),
  price: z.union([z.number(), z.string()]),
  reference: z.string(),
  status: z.string(),
  requested_at: z.string(),
});
export type DepositRequestRow = z.infer<typeof DepositRequestRow>;

export const DEPOSIT_REQUESTS_KEY = ['account', 'deposit-requests'] as const;

/** GET /api/credits/deposit-requests: the member's own, newest first (50 at most). */
export function useDepositRequests() {
  return useQuery({
    queryKey: DEPOSIT_REQUESTS_KEY,
    queryFn: ({ signal }) => fetcher('/api/credits/deposit-requests', z.array(DepositRequestRow), signal),
  });
}
