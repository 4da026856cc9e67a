import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { refreshOwnAccount } from './own-account';
import { TRANSACTIONS_KEY } from './get-transactions';

const Balance = z.object({ balance: z.number() });

/** POST /api/user/vip `{days}` → 200 `{balance}`; 409 `insufficient_credits` when the balance is short. */
export async function buyVip(days: 7 | 30): Promise<number> {
  const { data } = await apiRequest('POST', '/api/user/vip', { body: { days }, schema: Balance });
  return data.balance;
}

/** The VIP expiry and the balance both changed: the member and the history are read again. */
export function useBuyVip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyVip,
    onSuccess: () =>
      Promise.all([refreshOwnAccount(queryClient), queryClient.invalidateQueries({ queryKey: TRANSACTIONS_KEY })]),
  });
}
