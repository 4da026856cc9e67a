import type { Theme } from '@mui/material/styles';
import type { ProfileRing } from '@/lib/user-card';

/** The paint of each ring of SPEC §4; a plain divider line when the profile has none. */
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
