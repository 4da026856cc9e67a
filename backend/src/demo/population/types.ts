import type { PROFILE_TAGS } from '@annuaire/shared';

export type ProfileTag = (typeof PROFILE_TAGS)[number];
