import type { UserState } from '@annuaire/shared';

/** The user fields a card is built from (docs/product.md §2 cards): what listings and search read, nothing more. */
export const CARD_FIELDS = [
  'userId',
  'username',
  'role',
  'gender',
  'libertine',
  'vipUntil',
  'online',
  'ghost',
  'headline',
  'bio',
  'tags',
  'pictures',
  'profilePictureId',
  'pending',
  'profileCompletionRequested',
  'verificationState',
  'registeredAt',
  'location',
  'secondaryLocation',
  'age',
] as const satisfies readonly (keyof UserState)[];

export type CardState = Pick<UserState, (typeof CARD_FIELDS)[number]>;

const CARD_BIO_LENGTH = 300;

/**
 * The card's share of a user, kept beside the full state so a listing page reads a few hundred bytes
 * per profile instead of the whole folded user: approved pictures only, the bio cut to what a card
 * shows (2–3 lines), three tags.
 */
export function cardStateOf(state: UserState): CardState {
  const card = Object.fromEntries(CARD_FIELDS.map((field) => [field, state[field]])) as CardState;
  return {
    ...card,
    bio: state.bio.length > CARD_BIO_LENGTH ? `${state.bio.slice(0, CARD_BIO_LENGTH - 1)}…` : state.bio,
    tags: state.tags.slice(0, 3),
    pictures: state.pictures.filter((picture) => picture.approved),
  };
}
