import { BLOCK_PICTURE_LIMIT, unreachable, type BlockEvent, type BlockInput } from '@annuaire/shared';
import { conflictError, notFoundError, type Decider } from '../domain/decider';

export type BlockCommand =
  | { type: 'Create'; blockId: string; ownerId: string; fields: BlockInput }
  | { type: 'Edit'; fields: BlockInput }
  | { type: 'AddPicture'; pictureId: string; url: string; width: number; height: number }
  | { type: 'RemovePicture'; pictureId: string }
  | { type: 'Delete' };

export interface BlockPictureState {
  readonly id: string;
  readonly url: string;
}

export type BlockState =
  | { readonly status: 'none' }
  | ({
      readonly status: 'live' | 'deleted';
      readonly ownerId: string;
      readonly pictures: readonly BlockPictureState[];
    } & BlockInput);

const FIELDS = ['href', 'body', 'layoutName', 'active', 'weight', 'regions', 'categories'] as const;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** One campaign block of one advertiser (docs/product.md §3 Block): its link, text, layout and pictures. */
export const blockDecider: Decider<BlockCommand, BlockEvent, BlockState> = {
  initialState: { status: 'none' },
  evolve(state, event) {
    switch (event.type) {
      case 'BlockCreated': {
        const { ownerId, href, body, layoutName, active, weight = 1, regions = [], categories = [] } = event.data;
        const targeting = { weight, regions, categories: categories as BlockInput['categories'] };
        return { status: 'live', ownerId, href, body, layoutName, active, ...targeting, pictures: [] };
      }
      case 'BlockEdited':
        return state.status === 'none'
          ? state
          : { ...state, ...(event.data.changes as Partial<BlockInput>), status: state.status };
      case 'BlockPictureAdded':
        return state.status === 'none'
          ? state
          : { ...state, pictures: [...state.pictures, { id: event.data.pictureId, url: event.data.url }] };
      case 'BlockPictureRemoved':
        return state.status === 'none'
          ? state
          : { ...state, pictures: state.pictures.filter((picture) => picture.id !== event.data.pictureId) };
      case 'BlockDeleted':
        return state.status === 'none' ? state : { ...state, status: 'deleted' };
      default:
        return unreachable(event, 'block event');
    }
  },
  decide(command, state): BlockEvent[] {
    if (command.type === 'Create') {
      if (state.status !== 'none') throw conflictError('block_exists', 'This campaign block already exists');
      return [
        { type: 'BlockCreated', data: { blockId: command.blockId, ownerId: command.ownerId, ...command.fields } },
      ];
    }
    if (state.status !== 'live') throw notFoundError('Campaign block');
    switch (command.type) {
      case 'Edit': {
        const changes = Object.fromEntries(
          FIELDS.filter((key) => !same(command.fields[key], state[key])).map((key) => [key, command.fields[key]]),
        );
        return Object.keys(changes).length === 0 ? [] : [{ type: 'BlockEdited', data: { changes } }];
      }
      case 'AddPicture': {
        if (state.pictures.length >= BLOCK_PICTURE_LIMIT) {
          throw conflictError('picture_limit', `A campaign block holds at most ${BLOCK_PICTURE_LIMIT} pictures`);
        }
        const { pictureId, url, width, height } = command;
        return [{ type: 'BlockPictureAdded', data: { pictureId, url, width, height } }];
      }
      case 'RemovePicture':
        if (!state.pictures.some((picture) => picture.id === command.pictureId)) throw notFoundError('Picture');
        return [{ type: 'BlockPictureRemoved', data: { pictureId: command.pictureId } }];
      case 'Delete':
        return [{ type: 'BlockDeleted', data: {} }];
      default:
        return unreachable(command, 'block command');
    }
  },
};
