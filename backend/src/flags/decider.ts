import { unreachable, type FlagEvent, type FlagType } from '@annuaire/shared';
import { conflictError, notFoundError, type Decider } from '../domain/decider';

/** Values come in already normalised by `FlagInput`; the decider only guards the flag's lifecycle. */
export type FlagCommand =
  | { type: 'Create'; flagId: string; flagType: FlagType; value: string; note: string }
  | { type: 'Edit'; flagType: FlagType; value: string; note: string }
  | { type: 'Delete' };

export type FlagState =
  | { readonly status: 'none' }
  | { readonly status: 'live' | 'deleted'; readonly type: FlagType; readonly value: string; readonly note: string };

/** One flagged email or phone number: created once, edited, deleted for good. */
export const flagDecider: Decider<FlagCommand, FlagEvent, FlagState> = {
  initialState: { status: 'none' },
  evolve(state, event) {
    switch (event.type) {
      case 'FlagCreated':
        return { status: 'live', type: event.data.type, value: event.data.value, note: event.data.note };
      case 'FlagEdited':
        return state.status === 'none' ? state : { ...state, ...event.data.changes };
      case 'FlagDeleted':
        return state.status === 'none' ? state : { ...state, status: 'deleted' };
      default:
        return unreachable(event, 'flag event');
    }
  },
  decide(command, state): FlagEvent[] {
    switch (command.type) {
      case 'Create':
        // Ids are fresh UUIDs, so this only happens when a client re-sends a create with a known id.
        if (state.status !== 'none') throw conflictError('flag_exists', 'This flag already exists');
        return [
          {
            type: 'FlagCreated',
            data: { flagId: command.flagId, type: command.flagType, value: command.value, note: command.note },
          },
        ];
      case 'Edit': {
        if (state.status !== 'live') throw notFoundError('Flag');
        const changes = {
          ...(command.flagType !== state.type ? { type: command.flagType } : {}),
          ...(command.value !== state.value ? { value: command.value } : {}),
          ...(command.note !== state.note ? { note: command.note } : {}),
        };
        return Object.keys(changes).length === 0 ? [] : [{ type: 'FlagEdited', data: { changes } }];
      }
      case 'Delete':
        if (state.status !== 'live') throw notFoundError('Flag');
        return [{ type: 'FlagDeleted', data: {} }];
      default:
        return unreachable(command, 'flag command');
    }
  },
};
