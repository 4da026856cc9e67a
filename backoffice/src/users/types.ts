/** The staff record of one user (`GET /api/users/{id}` for staff, backend/src/users/dto.ts). */
export interface StaffUser {
  readonly id: string;
  readonly username: string;
  readonly email: string | null;
  readonly contactEmail: string | null;
  readonly phone: string | null;
  readonly role: string;
  readonly gender: string;
  readonly status: string;
  readonly vip: string | null;
  readonly vipActive: boolean;
  readonly pending: boolean;
  readonly libertine: boolean;
  readonly incall: boolean;
  readonly outcall: boolean;
  readonly virtual: boolean;
  readonly virtualLocked: boolean;
  readonly messaging: boolean;
  readonly ghost: boolean;
  readonly online: string | null;
  readonly headline: string;
  readonly bio: string;
  readonly tags: readonly string[];
  readonly websiteUrl: string | null;
  readonly verificationState: string | null;
  readonly location: { region: string; city: string | null } | null;
  readonly secondaryLocation: { region: string; city: string | null } | null;
  readonly profilePicture: { id: string; url: string } | null;
  readonly pictures: ReadonlyArray<{
    id: string;
    url: string;
    state: 'approved' | 'pending' | 'declined';
    note: string | null;
    inRotation: boolean;
    addedAt: string;
  }>;
  readonly credits: number;
  readonly rankOverride: number | null;
  readonly createdAt: string;
}

/** One event of the user's history (`GET /api/admin/users/{id}/history`, docs/api.md). */
export interface HistoryEvent {
  readonly id: string;
  readonly position: string;
  readonly streamId: string;
  readonly category: string;
  readonly type: string;
  readonly actorId: string | null;
  readonly actorRole: string;
  readonly impersonatorId: string | null;
  readonly reason: string | null;
  readonly at: string;
  readonly recordedAt: string;
  readonly data: Record<string, unknown>;
}

/** One credit movement (`GET /api/users/{id}/transactions`). */
export interface LedgerLine {
  readonly id: string;
  readonly type: 'credit' | 'debit';
  readonly kind: string;
  readonly credits: number;
  readonly balanceAfter: number;
  readonly actorId: string | null;
  readonly actorRole: string;
  readonly impersonatorId: string | null;
  readonly reason: string | null;
  readonly at: string;
}

/** The user replayed from the events up to a moment (`GET /api/admin/users/{id}?asOf=`). */
export interface UserAsOf {
  readonly id: string;
  readonly asOf: string | null;
  readonly balance: number;
  readonly user: {
    readonly username: string;
    readonly role: string;
    readonly libertine: boolean;
    readonly pending: boolean;
    readonly vipUntil: string | null;
    readonly verificationState: string | null;
    readonly virtualLocked: boolean;
    readonly rankOverride: number | null;
    readonly deleted: boolean;
    readonly mergedInto: string | null;
  };
}
