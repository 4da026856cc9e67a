import type { AdPlacement } from '@annuaire/shared';
import type { AdBlock } from '@/features/ads';

/** A drawn block as `GET /api/ads` answers it, for the specs of the slots and of the pages holding them. */
export const anAdBlock = (placement: AdPlacement): AdBlock => ({
  _id: 'b1',
  token: 'signed.token',
  href: 'https://ads.example.org',
  body: 'Spring offer',
  layoutName: 'leaderboardAff',
  placement,
  pictures: [],
});
