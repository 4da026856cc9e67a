import type {
  EventMetadata,
  Gender,
  Picture,
  PictureModerationState,
  ProfileLocation,
  Role,
  VerificationState,
} from '@annuaire/shared';

/** The staff record of one user (`GET /api/users/{id}` for staff, backend/src/users/dto.ts). */
export interface StaffUser {
  readonly id: string;
  readonly username: string;
  readonly email: string | null;
  readonly contactEmail: string | null;
  readonly phone: string | null;
  readonly role: Role;
  readonly gender: Gender;
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
  readonly verificationState: VerificationState | null;
  readonly location: ProfileLocation | null;
  readonly secondaryLocation: ProfileLocation | null;
  readonly profilePicture: Picture | null;
  /** Every gallery picture with its moderation state. */
  readonly pictures: ReadonlyArray<Picture & { readonly state: PictureModerationState }>;
  readonly credits: number;
  readonly rankOverride: number | null;
  readonly createdAt: string;
}

/** Who did it, when and why: the metadata every event carries, shown on each history line and movement. */
type Authorship = Pick<EventMetadata, 'actorId' | 'actorRole' | 'impersonatorId' | 'reason' | 'at'>;

/** One event of the user's history (`GET /api/admin/users/{id}/history`, docs/api.md). */
export interface HistoryEvent extends Authorship {
  readonly id: string;
  readonly position: string;
  readonly streamId: string;
  readonly category: string;
  readonly type: string;
  readonly recordedAt: string;
  readonly data: Record<string, unknown>;
}

/** One credit movement (`GET /api/users/{id}/transactions`). */
export interface LedgerLine extends Authorship {
  readonly id: string;
  readonly type: 'credit' | 'debit';
  readonly kind: string;
  readonly credits: number;
  readonly balanceAfter: number;
}

/** The user replayed from the events up to a moment (`GET /api/admin/users/{id}?asOf=`). */
export interface UserAsOf {
  readonly id: string;
  readonly asOf: string | null;
  readonly balance: number;
  readonly user: {
    readonly username: string;
    readonly role: Role;
    readonly libertine: boolean;
    readonly pending: boolean;
    readonly vipUntil: string | null;
    readonly verificationState: VerificationState | null;
    readonly virtualLocked: boolean;
    readonly rankOverride: number | null;
    readonly deleted: boolean;
    readonly mergedInto: string | null;
  };
}
