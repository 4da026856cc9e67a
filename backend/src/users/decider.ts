import {
  evolveUser,
  initialUserState,
  isProfileComplete,
  isVip,
  AVAILABLE_LATER_MAX_HOURS,
  AVAILABLE_NOW_SKEW_MS,
  mayToggleAvailability,
  tourStartsTooLate,
  type UserState,
  type Gender,
  type ProfileChanges,
  type Reminder,
  type Role,
  type UserEvent,
  type VerificationState,
} from '@annuaire/shared';
import {
  conflictError,
  DomainError,
  forbiddenError,
  notFoundError,
  type Decider,
  type DecisionContext,
} from '../domain/decider';
import { decidePicture, isPictureCommand, type PictureCommand } from './pictureDecisions';

export type UserCommand =
  | { type: 'Register'; userId: string; username: string; role: Role; gender: Gender }
  | { type: 'SwitchRole' }
  | { type: 'LockVirtual' }
  | { type: 'UnlockVirtual' }
  /** `from`: a time later on ("available later", docs/product.md §4); absent or not ahead of now means now. */
  | { type: 'SetAvailability'; available: boolean; from?: string }
  | { type: 'SetGhost'; ghost: boolean }
  | { type: 'SetVip'; until: string | null }
  | { type: 'ExtendVip'; purchaseId: string; days: number }
  | { type: 'EditProfile'; changes: ProfileChanges; urlsNeedVip: boolean; staff: boolean }
  | {
      type: 'ChangeContactDetails';
      fields: Array<'email' | 'contactEmail' | 'phone' | 'password'>;
      shown?: { contactEmail?: boolean; phone?: boolean };
    }
  | { type: 'ToggleFavorite'; favoritedUserId: string; isFavorited: boolean }
  | { type: 'AcknowledgeReminder'; reminder: Reminder }
  | { type: 'SetVerificationState'; state: VerificationState | null }
  | { type: 'Approve' }
  | { type: 'SetStaffNote'; note: string | null }
  | { type: 'RequestProfileCompletion'; requested: boolean }
  | { type: 'SetStatic'; isStatic: boolean }
  | { type: 'OverrideRank'; rank: number | null }
  | { type: 'ClaimProfile'; username: string }
  | { type: 'Delete'; notifyReporters: boolean }
  | { type: 'StartMerge'; mergeId: string; targetUserId: string }
  | { type: 'MergeFavorites'; mergeId: string; sourceUserId: string; favoriteUserIds: string[] }
  | { type: 'CompleteMerge'; mergeId: string; targetUserId: string }
  | { type: 'RecordSeen' }
  | { type: 'RecordVipExpiry' }
  | { type: 'RecordLoginAsLink'; linkId: string; expiresAt: string }
  | { type: 'RecordLoginAsUse'; linkId: string }
  | { type: 'RecordDataExtraction'; exportVersion: number }
  /**
   * Several commands of one request (`PATCH /api/user`: ghost mode, profile, contact details), decided in
   * order, each on the state the previous ones leave: one refusal refuses them all, and their events go to
   * the store in one append, so a request is never half applied.
   */
  | { type: 'Batch'; commands: readonly UserCommand[] }
  | PictureCommand;

const MEETING_FIELDS = ['incall', 'outcall', 'virtual'] as const;

/** Commands on an existing, live user; registration is the only one allowed on an empty stream. */
function requireLive(state: UserState) {
  if (!state.exists || state.deleted || state.mergedInto) throw notFoundError('User');
}

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide(command, state, context): UserEvent[] {
    const { now } = context;
    if (command.type === 'Register') {
      if (state.exists) throw conflictError('user_exists', 'This user already exists');
      const { userId, username, role, gender } = command;
      // Escorts start under review (docs/product.md §4); advertisers are pending-style users (docs/product.md §6).
      const pending = role === 'escort' || role === 'advertiser';
      return [{ type: 'UserRegistered', data: { userId, username, role, gender, libertine: false, pending } }];
    }
    if (command.type === 'CompleteMerge' && state.mergedInto === command.targetUserId) return [];
    if (command.type === 'Batch') return decideBatch(command.commands, state, context);
    if (command.type === 'RecordDataExtraction') {
      // The same users the export serves: a merged account still has a history to hand over, a deleted one not.
      if (!state.exists || state.deleted) throw notFoundError('User');
      return [{ type: 'UserDataExtracted', data: { exportVersion: command.exportVersion } }];
    }
    requireLive(state);
    if (isPictureCommand(command)) return decidePicture(command, state, now);
    switch (command.type) {
      case 'SwitchRole': {
        if (state.role !== 'client' && state.role !== 'escort') {
          throw conflictError('role_not_switchable', `A ${state.role} cannot switch between client and escort`);
        }
        const to = state.role === 'client' ? 'escort' : 'client';
        return [{ type: 'RoleSwitched', data: { from: state.role, to, libertine: to === 'client' } }];
      }
      case 'LockVirtual':
        return state.virtualLocked ? [] : [{ type: 'VirtualLocked', data: {} }];
      case 'UnlockVirtual':
        return state.virtualLocked ? [{ type: 'VirtualUnlocked', data: {} }] : [];
      case 'SetAvailability': {
        if (!mayToggleAvailability(state)) {
          throw forbiddenError('availability_not_allowed', 'Only escorts and libertines switch their availability');
        }
        if (state.ghost) throw conflictError('ghost_mode_active', 'Turn ghost mode off to change your availability');
        return [{ type: 'AvailabilityChanged', data: { online: availabilityMark(command, now) } }];
      }
      case 'SetGhost':
        if (state.ghost === command.ghost) return [];
        // Hiding clears the online mark; coming back counts as being seen now.
        return [
          {
            type: 'GhostModeChanged',
            data: { ghost: command.ghost, online: command.ghost ? null : now.toISOString() },
          },
        ];
      case 'SetVip':
        return state.vipUntil === command.until ? [] : [{ type: 'VipSet', data: { until: command.until } }];
      case 'ExtendVip': {
        if (state.vipPurchases.includes(command.purchaseId)) return [];
        const from = isVip(state, now) ? new Date(state.vipUntil!) : now;
        const until = new Date(from.getTime() + command.days * 86_400_000).toISOString();
        return [{ type: 'VipExtended', data: { purchaseId: command.purchaseId, days: command.days, until } }];
      }
      case 'EditProfile':
        return withCompletion(command, state, decideProfileEdit(command, state, now), now);
      case 'ChangeContactDetails':
        return [
          {
            type: 'ContactDetailsChanged',
            data: { fields: command.fields, ...(command.shown ? { shown: command.shown } : {}) },
          },
        ];
      case 'ToggleFavorite': {
        if (command.favoritedUserId === state.userId) {
          throw new DomainError(400, 'invalid_request', 'You cannot favorite yourself');
        }
        const current = state.favorites[command.favoritedUserId] === true;
        if (current === command.isFavorited) return [];
        return [
          {
            type: 'FavoriteToggled',
            data: { favoritedUserId: command.favoritedUserId, isFavorited: command.isFavorited },
          },
        ];
      }
      case 'AcknowledgeReminder':
        return [{ type: 'ReminderAcknowledged', data: { reminder: command.reminder } }];
      case 'SetVerificationState':
        return state.verificationState === command.state
          ? []
          : [{ type: 'VerificationStateChanged', data: { state: command.state } }];
      case 'Approve':
        return state.pending ? [{ type: 'UserApproved', data: {} }] : [];
      case 'SetStaffNote':
        return state.note === command.note ? [] : [{ type: 'StaffNoteSet', data: { note: command.note } }];
      case 'RequestProfileCompletion':
        if (state.profileCompletionRequested === command.requested) return [];
        return command.requested
          ? [{ type: 'ProfileCompletionRequested', data: { wasPending: state.pending } }]
          : [{ type: 'ProfileCompletionWithdrawn', data: {} }];
      case 'SetStatic':
        return state.isStatic === command.isStatic ? [] : [{ type: 'StaticSet', data: { isStatic: command.isStatic } }];
      case 'OverrideRank':
        return state.rankOverride === command.rank ? [] : [{ type: 'RankOverridden', data: { rank: command.rank } }];
      case 'ClaimProfile':
        return [{ type: 'ProfileClaimed', data: { username: command.username } }];
      case 'Delete':
        return [{ type: 'UserDeleted', data: { notifyReporters: command.notifyReporters } }];
      case 'StartMerge':
        if (state.mergingInto === command.targetUserId) return [];
        if (state.mergingInto) throw conflictError('merge_in_progress', 'This user is already being merged');
        return [{ type: 'MergeStarted', data: { mergeId: command.mergeId, targetUserId: command.targetUserId } }];
      case 'MergeFavorites':
        if (state.mergesReceived.includes(command.mergeId)) return [];
        return [
          {
            type: 'FavoritesMerged',
            data: {
              mergeId: command.mergeId,
              sourceUserId: command.sourceUserId,
              favoriteUserIds: command.favoriteUserIds,
            },
          },
        ];
      case 'RecordVipExpiry': {
        const until = state.vipUntil;
        if (until === null || Date.parse(until) > now.getTime() || state.vipExpiryRecorded === until) return [];
        return [{ type: 'VipExpired', data: { until } }];
      }
      case 'RecordSeen':
        return [{ type: 'UserSeen', data: {} }];
      case 'RecordLoginAsLink':
        return [{ type: 'LoginAsLinkIssued', data: { linkId: command.linkId, expiresAt: command.expiresAt } }];
      case 'RecordLoginAsUse':
        return [{ type: 'LoginAsLinkUsed', data: { linkId: command.linkId } }];
      case 'CompleteMerge':
        return [{ type: 'UserMergedInto', data: { mergeId: command.mergeId, targetUserId: command.targetUserId } }];
      default: {
        const unknown: never = command;
        throw new Error(`Unhandled user command ${(unknown as { type: string }).type}`);
      }
    }
  },
};

/** Each command sees the state after the events decided before it, stamped with the decision's time. */
function decideBatch(commands: readonly UserCommand[], state: UserState, context: DecisionContext): UserEvent[] {
  const at = context.now.toISOString();
  const events: UserEvent[] = [];
  let current = state;
  for (const command of commands) {
    const decided = userDecider.decide(command, current, context);
    current = decided.reduce((folded, event) => evolveUser(folded, { ...event, at }), current);
    events.push(...decided);
  }
  return events;
}

/**
 * The availability mark (docs/product.md §4): now, or the chosen time when it is ahead (a clock a little ahead of
 * the server's still means now), at most AVAILABLE_LATER_MAX_HOURS ahead.
 */
function availabilityMark(command: Extract<UserCommand, { type: 'SetAvailability' }>, now: Date): string | null {
  if (!command.available) return null;
  if (command.from === undefined) return now.toISOString();
  const from = Date.parse(command.from);
  if (from - now.getTime() <= AVAILABLE_NOW_SKEW_MS) return now.toISOString();
  if (from - now.getTime() > AVAILABLE_LATER_MAX_HOURS * 3_600_000) {
    throw new DomainError(400, 'invalid_request', `online must be within ${AVAILABLE_LATER_MAX_HOURS} hours`);
  }
  return new Date(from).toISOString();
}

/** The member saving a complete profile ends staff's completion request (docs/product.md §4). */
function withCompletion(
  command: Extract<UserCommand, { type: 'EditProfile' }>,
  state: UserState,
  events: UserEvent[],
  now: Date,
): UserEvent[] {
  if (command.staff || !state.profileCompletionRequested) return events;
  const at = now.toISOString();
  const after = events.reduce((folded, event) => evolveUser(folded, { ...event, at }), state);
  return isProfileComplete(after) ? [...events, { type: 'ProfileCompleted', data: {} }] : events;
}

function decideProfileEdit(
  command: Extract<UserCommand, { type: 'EditProfile' }>,
  state: UserState,
  now: Date,
): UserEvent[] {
  const { changes } = command;
  if (!command.staff && state.virtualLocked) {
    const locked = MEETING_FIELDS.find((field) => changes[field] !== undefined && changes[field] !== state[field]);
    if (locked) throw conflictError('virtual_locked', `${locked} cannot change while virtual is locked by staff`);
  }
  if (command.urlsNeedVip && changes.websiteUrl && !isVip(state, now)) {
    throw forbiddenError('vip_required', 'websiteUrl is for VIP profiles');
  }
  if (changes.tour && tourStartsTooLate(changes.tour, now)) {
    throw new DomainError(400, 'invalid_request', 'tour.startsOn must be within 3 months');
  }
  const changed = Object.fromEntries(
    Object.entries(changes).filter(
      ([key, value]) => JSON.stringify(state[key as keyof UserState]) !== JSON.stringify(value),
    ),
  ) as ProfileChanges;
  return Object.keys(changed).length === 0 ? [] : [{ type: 'ProfileEdited', data: { changes: changed } }];
}
