import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { DEPOSIT_REQUESTS_KEY } from './get-deposit-requests';

export type PaymentMethod = 'interac' | 'crypto';

/** What the member does next: an e-transfer of `amount` to `recipient`, with `message` as its message. */
export const DepositRequest = z.object({
  requestId: z.string(),
  reference: z.string(),
  credits: z.number(),
  price: z.number(),
  instructions: z.object({ recipient: z.string(), amount: z.number(), message: z.string() }),
});
export type DepositRequest = z.infer<typeof DepositRequest>;

/** POST /api/credits/deposit-requests `{packId, method}` → 201; 409 `payment_method_unavailable`. */
export async function requestDeposit(input: { packId: string; method: PaymentMethod }): Promise<DepositRequest> {
  const { data } = await apiRequest('POST', '/api/credits/deposit-requests', { body: input, schema: DepositRequest });
  return data;
}

export function useRequestDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDeposit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEPOSIT_REQUESTS_KEY }),
  });
}
