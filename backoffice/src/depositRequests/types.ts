import type { DepositRequest } from '@annuaire/shared';

/**
 * A row of `/api/admin/deposit-requests` (docs/api.md, Staff tools): the ledger's request as shared folds
 * it, with who asked and when.
 */
export interface DepositRequestRow extends DepositRequest {
  readonly id: string;
  readonly userId: string;
  readonly username: string | null;
  readonly requestedAt: string;
}
