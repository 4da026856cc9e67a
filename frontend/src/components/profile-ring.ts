import type { Theme } from '@mui/material/styles';
import type { UserCard } from '@/lib/user-card';

/** The ring around a profile's picture (docs/product.md §4): a warning while under review, else VIP, else libertine. */
export type ProfileRing = 'warning' | 'vip' | 'libertine' | 'none';

export function ringOf(card: Pick<UserCard, 'underReview' | 'vip' | 'libertine'>): ProfileRing {
  if (card.underReview) return 'warning';
  if (card.vip) return 'vip';
  if (card.libertine) return 'libertine';
  return 'none';
}

/**
 * The paint of each ring of docs/product.md §4; a plain divider line when the profile has none. The listing card
 * and the badges paint the same rings from the same theme variables in their stylesheets (ProfileCard.module.css,
 * ProfileBadges.module.css), so they cost no style work per card.
 */
export function ringPaint(theme: Theme, ring: ProfileRing): string {
  switch (ring) {
    case 'vip':
      return theme.palette.vip.gradient;
    case 'libertine':
      return theme.palette.libertine.gradient;
    case 'warning':
      return theme.vars.palette.warning.main;
    case 'none':
      return theme.vars.palette.divider;
  }
}
