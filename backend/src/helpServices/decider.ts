import { unreachable, type HelpServiceEvent, type HelpServiceInput } from '@annuaire/shared';
import { conflictError, notFoundError, type Decider } from '../domain/decider';

/** Inputs come in already checked and normalised by `HelpServiceInput`. */
export type HelpServiceCommand =
  | { type: 'Create'; helpServiceId: string; fields: HelpServiceInput }
  | { type: 'Edit'; fields: HelpServiceInput }
  | { type: 'Delete' };

export type HelpServiceState =
  { readonly status: 'none' } | ({ readonly status: 'live' | 'deleted' } & HelpServiceInput);

type Field = HelpServiceInput[keyof HelpServiceInput];
/** Texts are compared per language: the stored payload's key order (jsonb sorts keys) means nothing. */
const same = (a: Field, b: Field) =>
  a !== null && b !== null && typeof a === 'object' && typeof b === 'object' ? a.fr === b.fr && a.en === b.en : a === b;

/** One support organisation listed on the site: created, edited, deleted for good. */
export const helpServiceDecider: Decider<HelpServiceCommand, HelpServiceEvent, HelpServiceState> = {
  initialState: { status: 'none' },
  evolve(state, event) {
    switch (event.type) {
      case 'HelpServiceCreated': {
        const { name, description, url, phone } = event.data;
        return { status: 'live', name, description, url, phone };
      }
      case 'HelpServiceEdited':
        return state.status === 'none' ? state : { ...state, ...event.data.changes };
      case 'HelpServiceDeleted':
        return state.status === 'none' ? state : { ...state, status: 'deleted' };
      default:
        return unreachable(event, 'help service event');
    }
  },
  decide(command, state): HelpServiceEvent[] {
    switch (command.type) {
      case 'Create':
        if (state.status !== 'none') throw conflictError('help_service_exists', 'This help service already exists');
        return [{ type: 'HelpServiceCreated', data: { helpServiceId: command.helpServiceId, ...command.fields } }];
      case 'Edit': {
        if (state.status !== 'live') throw notFoundError('Help service');
        // Only what changed goes into the event, so the history reads as what staff actually edited.
        const changes = Object.fromEntries(
          (['name', 'description', 'url', 'phone'] as const)
            .filter((key) => !same(command.fields[key], state[key]))
            .map((key) => [key, command.fields[key]]),
        );
        return Object.keys(changes).length === 0 ? [] : [{ type: 'HelpServiceEdited', data: { changes } }];
      }
      case 'Delete':
        if (state.status !== 'live') throw notFoundError('Help service');
        return [{ type: 'HelpServiceDeleted', data: {} }];
      default:
        return unreachable(command, 'help service command');
    }
  },
};
