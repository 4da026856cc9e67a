import type { UserState } from '../users/state';

/**
 * One event of the audit timeline (`GET /api/admin/events`, a user's `GET /api/admin/users/{id}/history`):
 * the event with who did it, as whom and why. Built by projections/src/audit/queries.ts from its read model.
 */
export interface AuditEvent {
  readonly id: string;
  /** Log position `txn:pos`: the order events happened in. */
  readonly position: string;
  readonly streamId: string;
  readonly streamPosition: number;
  readonly category: string;
  /** The aggregate's id: for user-owned streams the user's id. */
  readonly subjectId: string;
  readonly type: string;
  readonly actorId: string | null;
  readonly actorRole: string;
  readonly impersonatorId: string | null;
  readonly correlationId: string;
  readonly causationId: string | null;
  readonly reason: string | null;
  readonly at: string;
  readonly recordedAt: string;
  /** The event's payload as stored; its shape depends on `type`. */
  readonly data: unknown;
}

/** One step of a credits ledger replayed from the event store: what happened, who did it, the balance after. */
export interface ReplayedLedgerLine {
  readonly eventId: string;
  readonly type: string;
  readonly change: number;
  readonly balance: number;
  readonly actorId: string | null;
  readonly reason: string | null;
  /** What caused the movement: a payment intent for a crypto deposit, a purchase for VIP. */
  readonly causationId: string | null;
  readonly at: string;
}

/** One role a user held, replayed from the event store: registration and each switch. */
export interface RoleLine {
  readonly role: string;
  readonly libertine: boolean;
  readonly actorId: string | null;
  readonly reason: string | null;
  readonly at: string;
}

/**
 * The user replayed from the events alone, optionally up to a moment (`GET /api/admin/users/{id}?asOf=`,
 * backend/src/audit/): what auditors compare with the read models.
 */
export interface UserAsOf {
  readonly id: string;
  /** The moment asked for; null replays every event. */
  readonly asOf: string | null;
  readonly user: UserState;
  readonly balance: number;
  readonly ledger: readonly ReplayedLedgerLine[];
  readonly roles: readonly RoleLine[];
}
