import { unreachable } from '../../unreachable';
import type { UserEvent } from '../events';
import type { UserState } from '../state';
import { userEventGroup, type UserEventOf } from './group';

const PROFILE_EVENTS = [
  'ProfileEdited',
  'ContactDetailsChanged',
  'VerificationStateChanged',
  'StaffNoteSet',
  'ProfileCompletionRequested',
  'ProfileCompletionWithdrawn',
  'ProfileCompleted',
] as const satisfies readonly UserEvent['type'][];

export const isProfileEvent = userEventGroup(PROFILE_EVENTS);

/** The profile and its review: the member's edits, verification, staff's note and completion request. */
export function evolveProfile(state: UserState, event: UserEventOf<(typeof PROFILE_EVENTS)[number]>): UserState {
  switch (event.type) {
    case 'ProfileEdited':
      return { ...state, ...event.data.changes };
    case 'ContactDetailsChanged': {
      // `shown` is absent from events written before it existed: those leave the flags as they were.
      const shown = event.data.shown ?? {};
      return {
        ...state,
        hasPhone: shown.phone ?? state.hasPhone,
        hasContactEmail: shown.contactEmail ?? state.hasContactEmail,
      };
    }
    case 'VerificationStateChanged':
      return { ...state, verificationState: event.data.state };
    case 'StaffNoteSet':
      return { ...state, note: event.data.note };
    case 'ProfileCompletionRequested':
      return {
        ...state,
        pending: true,
        profileCompletionRequested: true,
        pendingBeforeCompletion: event.data.wasPending,
      };
    case 'ProfileCompletionWithdrawn':
    case 'ProfileCompleted':
      return completionEnded(state);
    default:
      return unreachable(event, 'profile event');
  }
}

/** Approval in between (pending false) stands; otherwise the pending state from before the request returns. */
function completionEnded(state: UserState): UserState {
  return {
    ...state,
    profileCompletionRequested: false,
    pending: state.pending && state.pendingBeforeCompletion,
    pendingBeforeCompletion: false,
  };
}
