import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { ringPaint } from './profile-ring';

export type ProfileBadge = 'vip' | 'libertine' | 'new' | 'underReview' | 'verified';

/** Which badges a profile wears, most telling first (docs/product.md §4 VIP, libertine, under review; new members). */
export function badgesOf(profile: {
  vip: boolean;
  libertine: boolean;
  isNew: boolean;
  underReview: boolean;
  verified?: boolean;
}): ProfileBadge[] {
  const badges: ProfileBadge[] = [];
  if (profile.underReview) badges.push('underReview');
  if (profile.vip) badges.push('vip');
  if (profile.libertine) badges.push('libertine');
  if (profile.verified) badges.push('verified');
  if (profile.isNew) badges.push('new');
  return badges;
}

function paintOf(theme: Theme, badge: ProfileBadge): { background: string; color: string } {
  switch (badge) {
    case 'vip':
    case 'libertine':
      return { background: ringPaint(theme, badge), color: '#0B0F14' };
    case 'underReview':
      return { background: theme.vars.palette.warning.main, color: '#0B0F14' };
    case 'verified':
      return { background: theme.palette.brand.main, color: '#0B0F14' };
    case 'new':
      return { background: 'rgba(11, 15, 20, 0.78)', color: '#FFFFFF' };
  }
}

/** French badges agree with the profile's gender (Nouvelle, Vérifiée); English ones read the same. */
export function feminine(gender: string): 'female' | undefined {
  return gender === 'woman' || gender === 'trans-woman' ? 'female' : undefined;
}

/** Small solid pills, readable on top of a photo as well as on the page. */
export function ProfileBadges({ badges, gender }: { badges: readonly ProfileBadge[]; gender: string }) {
  const { t } = useTranslation('directory');
  if (badges.length === 0) return null;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {badges.map((badge) => (
        <Box
          component="li"
          key={badge}
          sx={(theme) => ({
            ...paintOf(theme, badge),
            px: 1,
            borderRadius: 999,
            fontSize: 11.5,
            fontWeight: 800,
            lineHeight: '20px',
            letterSpacing: '0.03em',
            whiteSpace: 'nowrap',
          })}
        >
          {t(`card.${badge}`, { context: feminine(gender) })}
        </Box>
      ))}
    </Box>
  );
}
