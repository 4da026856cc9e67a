import { describe, expect, it } from 'vitest';
import { adsMode, modalAdAllowed, type AdsReader } from './adsRule';

const now = new Date('2026-11-15T12:00:00Z');
const VIP = '2026-12-01T00:00:00Z';
const EXPIRED = '2026-11-01T00:00:00Z';
const reader = (role: AdsReader['role'], gender: AdsReader['gender'], vip: string | null): AdsReader => ({
  role,
  gender,
  vip,
});

// docs/product.md §6: [who, reader, what placements show, whether the modal ad may open].
const table: ReadonlyArray<[string, AdsReader | null, ReturnType<typeof adsMode>, boolean]> = [
  ['a visitor', null, 'ads', true],
  ['a client man', reader('client', 'man', null), 'ads', true],
  ['a client woman', reader('client', 'woman', null), 'ads', true],
  ['a VIP client', reader('client', 'man', VIP), 'none', false],
  ['a client whose VIP expired', reader('client', 'man', EXPIRED), 'ads', true],
  ['a man escort', reader('escort', 'man', null), 'ads', true],
  ['a trans-man escort', reader('escort', 'trans-man', null), 'ads', true],
  ['a VIP man escort', reader('escort', 'man', VIP), 'none', false],
  ['a woman escort', reader('escort', 'woman', null), 'vipPromotion', false],
  ['a trans-woman escort', reader('escort', 'trans-woman', null), 'vipPromotion', false],
  ['a woman escort whose VIP expired', reader('escort', 'woman', EXPIRED), 'vipPromotion', false],
  ['a VIP woman escort', reader('escort', 'woman', VIP), 'none', false],
  ['a VIP trans-woman escort', reader('escort', 'trans-woman', VIP), 'none', false],
  ['an advertiser', reader('advertiser', 'man', null), 'ads', true],
  ['a moderator (AVOID_BLOCK_MODAL)', reader('moderator', 'woman', null), 'ads', false],
  ['an admin (AVOID_BLOCK_MODAL)', reader('admin', 'man', null), 'ads', false],
];

describe('the ads rule', () => {
  it.each(table)('%s: placements show %s, modal ad %s', (_who, who, mode, modal) => {
    expect(adsMode(who, now)).toBe(mode);
    expect(modalAdAllowed(who, now)).toBe(modal);
  });
});
