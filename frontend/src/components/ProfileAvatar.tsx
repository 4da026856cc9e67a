import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { IMAGE_QUALITY, type StoredPicture } from '@/lib/image-url';
import { OnlineDot } from './OnlineDot';
import { feminine } from './ProfileBadges';
import { ProfileImage } from './ProfileImage';
import { ringPaint, type ProfileRing } from './profile-ring';

/** docs/product.md §4 avatar sizes, in pixels. */
export const AVATAR_SIZES = { xxsmall: 24, xsmall: 40, small: 75, medium: 95, large: 150 } as const;
export type AvatarSize = keyof typeof AVATAR_SIZES;

interface ProfileAvatarProps {
  picture: StoredPicture | null;
  placeholder: string;
  username: string;
  ring: ProfileRing;
  size?: AvatarSize;
  online?: boolean;
  gender: string;
  /** Inside a control that names it: the picture then needs no description of its own. */
  decorative?: boolean;
}

/**
 * A round profile picture with the ring of docs/product.md §4 (warning, VIP gold, libertine) and, from the small size
 * up, the VIP or libertine badge under it; the availability dot sits on its edge.
 */
export function ProfileAvatar({
  picture,
  placeholder,
  username,
  ring,
  size = 'medium',
  online,
  gender,
  decorative = false,
}: ProfileAvatarProps) {
  const { t } = useTranslation('directory');
  const pixels = AVATAR_SIZES[size];
  const thickness = pixels >= AVATAR_SIZES.small ? 3 : 2;
  const badge = pixels >= AVATAR_SIZES.small && (ring === 'vip' || ring === 'libertine') ? ring : null;
  return (
    <Box sx={{ position: 'relative', width: pixels, height: pixels, flexShrink: 0 }}>
      <Box
        sx={(theme) => ({
          width: '100%',
          height: '100%',
          borderRadius: '50%',
          p: `${thickness}px`,
          background: ringPaint(theme, ring),
        })}
      >
        <ProfileImage
          picture={picture}
          placeholder={placeholder}
          alt={decorative ? '' : t('card.photoOf', { username })}
          sizes={`${pixels}px`}
          quality={IMAGE_QUALITY.low}
          sx={{ borderRadius: '50%', border: 2, borderColor: 'background.paper', bgcolor: 'background.paper' }}
        />
      </Box>
      {badge && (
        <Box
          component="span"
          sx={(theme) => ({
            position: 'absolute',
            left: '50%',
            bottom: -6,
            transform: 'translateX(-50%)',
            px: 0.75,
            borderRadius: 999,
            fontSize: pixels >= AVATAR_SIZES.large ? 12 : 10,
            fontWeight: 800,
            lineHeight: '16px',
            letterSpacing: '0.04em',
            textTransform: 'uppercase',
            whiteSpace: 'nowrap',
            color: '#0B0F14',
            background: ringPaint(theme, badge),
            boxShadow: `0 0 0 2px ${theme.vars.palette.background.paper}`,
          })}
        >
          {t(`card.${badge}`, { context: feminine(gender) })}
        </Box>
      )}
      {online && (
        <Box sx={{ position: 'absolute', right: pixels * 0.08, top: pixels * 0.08, display: 'flex' }}>
          <OnlineDot size={pixels >= AVATAR_SIZES.small ? 14 : 9} />
        </Box>
      )}
    </Box>
  );
}
