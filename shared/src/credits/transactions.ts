/**
 * One credit movement (`GET /api/users/{id}/transactions`, `/api/transactions`, the backoffice's ledger), with
 * the balance after it and who moved the credits. Built by projections/src/credits/queries.ts.
 */
export interface CreditTransaction {
  /** The event's id. */
  readonly id: string;
  readonly userId: string;
  readonly type: 'credit' | 'debit';
  /** The event type that moved the credits. */
  readonly kind: string;
  readonly credits: number;
  readonly balanceAfter: number;
  readonly actorId: string | null;
  readonly actorRole: string;
  readonly impersonatorId: string | null;
  readonly reason: string | null;
  readonly at: string;
  readonly details: unknown;
}
