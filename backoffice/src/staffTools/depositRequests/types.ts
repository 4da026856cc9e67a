/** A row of `/api/admin/deposit-requests` (docs/api.md, Staff tools). */
export interface DepositRequest {
  readonly id: string;
  readonly userId: string;
  readonly username: string | null;
  readonly method: string;
  readonly credits: number;
  readonly price: number;
  readonly reference: string;
  readonly status: 'requested' | 'confirmed' | 'cancelled';
  readonly requestedAt: string;
}
