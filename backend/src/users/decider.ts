import {
  evolveUser,
  initialUserState,
  isProfileComplete,
  isVip,
  AVAILABLE_LATER_MAX_HOURS,
  AVAILABLE_NOW_SKEW_MS,
  mayToggleAvailability,
  tourStartsTooLate,
  unreachable,
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
import { decidePicture, isPictureCommand, type PictureCommand } from '../pictures/decider';

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

/** The commands that check the stream themselves; every other one needs a live user (`requireLive`). */
type StreamCommand = Extract<UserCommand, { type: 'Register' | 'Batch' | 'RecordDataExtraction' | 'CompleteMerge' }>;
type LiveUserCommand = Exclude<UserCommand, StreamCommand | PictureCommand>;
type Command<T extends UserCommand['type']> = Extract<UserCommand, { type: T }>;

const MEETING_FIELDS = ['incall', 'outcall', 'virtual'] as const;

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUserCommand,
};

function decideUserCommand(command: UserCommand, state: UserState, context: DecisionContext): UserEvent[] {
  switch (command.type) {
    case 'Register':
      return register(command, state);
    case 'Batch':
      return decideBatch(command.commands, state, context);
    case 'RecordDataExtraction':
      return recordDataExtraction(command, state);
    case 'CompleteMerge':
      return completeMerge(command, state);
    default:
      requireLive(state);
      return isPictureCommand(command)
        ? decidePicture(command, state, context)
        : decideOnLiveUser(command, state, context.now);
  }
}

/** Commands on an existing, live user; registration is the only one allowed on an empty stream. */
function requireLive(state: UserState) {
  if (!state.exists || state.deleted || state.mergedInto) throw notFoundError('User');
}

function decideOnLiveUser(command: LiveUserCommand, state: UserState, now: Date): UserEvent[] {
  switch (command.type) {
    case 'SwitchRole':
      return switchRole(state);
    case 'LockVirtual':
      return lockVirtual(state);
    case 'UnlockVirtual':
      return unlockVirtual(state);
    case 'SetAvailability':
      return setAvailability(command, state, now);
    case 'SetGhost':
      return setGhost(command, state, now);
    case 'SetVip':
      return setVip(command, state);
    case 'ExtendVip':
      return extendVip(command, state, now);
    case 'EditProfile':
      return editProfile(command, state, now);
    case 'ChangeContactDetails':
      return changeContactDetails(command);
    case 'ToggleFavorite':
      return toggleFavorite(command, state);
    case 'AcknowledgeReminder':
      return acknowledgeReminder(command);
    case 'SetVerificationState':
      return setVerificationState(command, state);
    case 'Approve':
      return approve(state);
    case 'SetStaffNote':
      return setStaffNote(command, state);
    case 'RequestProfileCompletion':
      return requestProfileCompletion(command, state);
    case 'SetStatic':
      return setStatic(command, state);
    case 'OverrideRank':
      return overrideRank(command, state);
    case 'ClaimProfile':
      return claimProfile(command);
    case 'Delete':
      return deleteUser(command);
    case 'StartMerge':
      return startMerge(command, state);
    case 'MergeFavorites':
      return mergeFavorites(command, state);
    case 'RecordVipExpiry':
      return recordVipExpiry(state, now);
    case 'RecordSeen':
      return recordSeen();
    case 'RecordLoginAsLink':
      return recordLoginAsLink(command);
    case 'RecordLoginAsUse':
      return recordLoginAsUse(command);
    default:
      return unreachable(command, 'user command');
  }
}

function register(command: Command<'Register'>, state: UserState): UserEvent[] {
  if (state.exists) throw conflictError('user_exists', 'This user already exists');
  const { userId, username, role, gender } = command;
  // Escorts start under review (docs/product.md §4); advertisers are pending-style users (docs/product.md §6).
  const pending = role === 'escort' || role === 'advertiser';
  return [{ type: 'UserRegistered', data: { userId, username, role, gender, libertine: false, pending } }];
}

/** The same users the export serves: a merged account still has a history to hand over, a deleted one not. */
function recordDataExtraction(command: Command<'RecordDataExtraction'>, state: UserState): UserEvent[] {
  if (!state.exists || state.deleted) throw notFoundError('User');
  return [{ type: 'UserDataExtracted', data: { exportVersion: command.exportVersion } }];
}

/** Closing a merge again (a re-run process step) is a no-op once the user is merged into that target. */
function completeMerge(command: Command<'CompleteMerge'>, state: UserState): UserEvent[] {
  if (state.mergedInto === command.targetUserId) return [];
  requireLive(state);
  return [{ type: 'UserMergedInto', data: { mergeId: command.mergeId, targetUserId: command.targetUserId } }];
}

function switchRole(state: UserState): UserEvent[] {
  if (state.role !== 'client' && state.role !== 'escort') {
    throw conflictError('role_not_switchable', `A ${state.role} cannot switch between client and escort`);
  }
  const to = state.role === 'client' ? 'escort' : 'client';
  return [{ type: 'RoleSwitched', data: { from: state.role, to, libertine: to === 'client' } }];
}

/** Staff lock a profile to virtual meetings only (docs/product.md §4); the lock sets virtual and clears the others. */
function lockVirtual(state: UserState): UserEvent[] {
  return state.virtualLocked ? [] : [{ type: 'VirtualLocked', data: {} }];
}

function unlockVirtual(state: UserState): UserEvent[] {
  return state.virtualLocked ? [{ type: 'VirtualUnlocked', data: {} }] : [];
}

function setAvailability(command: Command<'SetAvailability'>, state: UserState, now: Date): UserEvent[] {
  if (!mayToggleAvailability(state)) {
    throw forbiddenError('availability_not_allowed', 'Only escorts and libertines switch their availability');
  }
  if (state.ghost) throw conflictError('ghost_mode_active', 'Turn ghost mode off to change your availability');
  return [{ type: 'AvailabilityChanged', data: { online: availabilityMark(command, now) } }];
}

/** Hiding clears the online mark; coming back counts as being seen now. */
function setGhost(command: Command<'SetGhost'>, state: UserState, now: Date): UserEvent[] {
  if (state.ghost === command.ghost) return [];
  return [
    { type: 'GhostModeChanged', data: { ghost: command.ghost, online: command.ghost ? null : now.toISOString() } },
  ];
}

function setVip(command: Command<'SetVip'>, state: UserState): UserEvent[] {
  return state.vipUntil === command.until ? [] : [{ type: 'VipSet', data: { until: command.until } }];
}

/** A purchase extends once; days add to an active VIP, or start now. */
function extendVip(command: Command<'ExtendVip'>, state: UserState, now: Date): UserEvent[] {
  if (state.vipPurchases.includes(command.purchaseId)) return [];
  const from = isVip(state, now) ? new Date(state.vipUntil!) : now;
  const until = new Date(from.getTime() + command.days * 86_400_000).toISOString();
  return [{ type: 'VipExtended', data: { purchaseId: command.purchaseId, days: command.days, until } }];
}

function editProfile(command: Command<'EditProfile'>, state: UserState, now: Date): UserEvent[] {
  return withCompletion(command, state, decideProfileEdit(command, state, now), now);
}

function changeContactDetails(command: Command<'ChangeContactDetails'>): UserEvent[] {
  return [
    {
      type: 'ContactDetailsChanged',
      data: { fields: command.fields, ...(command.shown ? { shown: command.shown } : {}) },
    },
  ];
}

function toggleFavorite(command: Command<'ToggleFavorite'>, state: UserState): UserEvent[] {
  if (command.favoritedUserId === state.userId) {
    throw new DomainError(400, 'invalid_request', 'You cannot favorite yourself');
  }
  const current = state.favorites[command.favoritedUserId] === true;
  if (current === command.isFavorited) return [];
  return [
    { type: 'FavoriteToggled', data: { favoritedUserId: command.favoritedUserId, isFavorited: command.isFavorited } },
  ];
}

function acknowledgeReminder(command: Command<'AcknowledgeReminder'>): UserEvent[] {
  return [{ type: 'ReminderAcknowledged', data: { reminder: command.reminder } }];
}

function setVerificationState(command: Command<'SetVerificationState'>, state: UserState): UserEvent[] {
  return state.verificationState === command.state
    ? []
    : [{ type: 'VerificationStateChanged', data: { state: command.state } }];
}

function approve(state: UserState): UserEvent[] {
  return state.pending ? [{ type: 'UserApproved', data: {} }] : [];
}

function setStaffNote(command: Command<'SetStaffNote'>, state: UserState): UserEvent[] {
  return state.note === command.note ? [] : [{ type: 'StaffNoteSet', data: { note: command.note } }];
}

function requestProfileCompletion(command: Command<'RequestProfileCompletion'>, state: UserState): UserEvent[] {
  if (state.profileCompletionRequested === command.requested) return [];
  return command.requested
    ? [{ type: 'ProfileCompletionRequested', data: { wasPending: state.pending } }]
    : [{ type: 'ProfileCompletionWithdrawn', data: {} }];
}

function setStatic(command: Command<'SetStatic'>, state: UserState): UserEvent[] {
  return state.isStatic === command.isStatic ? [] : [{ type: 'StaticSet', data: { isStatic: command.isStatic } }];
}

function overrideRank(command: Command<'OverrideRank'>, state: UserState): UserEvent[] {
  return state.rankOverride === command.rank ? [] : [{ type: 'RankOverridden', data: { rank: command.rank } }];
}

function claimProfile(command: Command<'ClaimProfile'>): UserEvent[] {
  return [{ type: 'ProfileClaimed', data: { username: command.username } }];
}

function deleteUser(command: Command<'Delete'>): UserEvent[] {
  return [{ type: 'UserDeleted', data: { notifyReporters: command.notifyReporters } }];
}

function startMerge(command: Command<'StartMerge'>, state: UserState): UserEvent[] {
  if (state.mergingInto === command.targetUserId) return [];
  if (state.mergingInto) throw conflictError('merge_in_progress', 'This user is already being merged');
  return [{ type: 'MergeStarted', data: { mergeId: command.mergeId, targetUserId: command.targetUserId } }];
}

/** Each merge's favorites arrive once, whatever the process re-runs. */
function mergeFavorites(command: Command<'MergeFavorites'>, state: UserState): UserEvent[] {
  if (state.mergesReceived.includes(command.mergeId)) return [];
  const { mergeId, sourceUserId, favoriteUserIds } = command;
  return [{ type: 'FavoritesMerged', data: { mergeId, sourceUserId, favoriteUserIds } }];
}

/** The scheduler records each VIP expiry once, after its date (docs/architecture-notes.md "Time becomes events"). */
function recordVipExpiry(state: UserState, now: Date): UserEvent[] {
  const until = state.vipUntil;
  if (until === null || Date.parse(until) > now.getTime() || state.vipExpiryRecorded === until) return [];
  return [{ type: 'VipExpired', data: { until } }];
}

function recordSeen(): UserEvent[] {
  return [{ type: 'UserSeen', data: {} }];
}

/** Staff's "log in as" (docs/product.md §1) leaves its traces in the member's history. */
function recordLoginAsLink(command: Command<'RecordLoginAsLink'>): UserEvent[] {
  return [{ type: 'LoginAsLinkIssued', data: { linkId: command.linkId, expiresAt: command.expiresAt } }];
}

function recordLoginAsUse(command: Command<'RecordLoginAsUse'>): UserEvent[] {
  return [{ type: 'LoginAsLinkUsed', data: { linkId: command.linkId } }];
}

/** Each command sees the state after the events decided before it, stamped with the decision's time. */
function decideBatch(commands: readonly UserCommand[], state: UserState, context: DecisionContext): UserEvent[] {
  const at = context.now.toISOString();
  const events: UserEvent[] = [];
  let current = state;
  for (const command of commands) {
    const decided = decideUserCommand(command, current, context);
    current = decided.reduce((folded, event) => evolveUser(folded, { ...event, at }), current);
    events.push(...decided);
  }
  return events;
}

/**
 * The availability mark (docs/product.md §4): now, or the chosen time when it is ahead (a clock a little ahead of
 * the server's still means now), at most AVAILABLE_LATER_MAX_HOURS ahead.
 */
function availabilityMark(command: Command<'SetAvailability'>, now: Date): string | null {
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
  command: Command<'EditProfile'>,
  state: UserState,
  events: UserEvent[],
  now: Date,
): UserEvent[] {
  if (command.staff || !state.profileCompletionRequested) return events;
  const at = now.toISOString();
  const after = events.reduce((folded, event) => evolveUser(folded, { ...event, at }), state);
  return isProfileComplete(after) ? [...events, { type: 'ProfileCompleted', data: {} }] : events;
}

function decideProfileEdit(command: Command<'EditProfile'>, state: UserState, now: Date): UserEvent[] {
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
