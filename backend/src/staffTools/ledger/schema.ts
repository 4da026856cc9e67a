import { z } from 'zod';
import { resourceQuery } from '../common/simpleRest';

export const TransactionsQuery = resourceQuery(['at'], {
  userId: z.string().min(1).max(64),
  type: z.enum(['credit', 'debit']),
});

export const DepositRequestsQuery = resourceQuery(['requestedAt'], {
  status: z.enum(['requested', 'confirmed', 'cancelled']),
  userId: z.string().min(1).max(64),
});
