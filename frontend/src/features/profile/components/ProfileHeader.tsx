import CircleRounded from '@mui/icons-material/CircleRounded';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileAvatar } from '@/components/ProfileAvatar';
import { ProfileBadges, badgesOf } from '@/components/ProfileBadges';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { availableFromTime } from '@/lib/available-from';
import { useQueryModal } from '@/lib/use-query-modal';
import { ringOf } from '@/components/profile-ring';
import type { Profile } from '../api/get-profile';
import { availabilityOf, lastSeenBucket, memberMonths } from '../last-seen';
import { PROFILE_MODALS } from '../modals';

function Fact({ icon, children, color }: { icon: ReactNode; children: ReactNode; color?: string }) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        color: color ?? 'text.secondary',
        '& svg': { fontSize: 18 },
      }}
    >
      {icon}
      <Typography component="span" variant="body2" sx={{ color: 'inherit', fontWeight: 500 }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * Who this is: the avatar (a button to the full-screen picture when there is one), username, badges,
 * availability, last-seen bucket and membership length (docs/product.md §4, §9), and the headline.
 */
export function ProfileHeader({ profile, now }: { profile: Profile; now: Date }) {
  const { t, i18n } = useTranslation('profile');
  const viewer = useQueryModal(PROFILE_MODALS.profilePicture);
  const availability = availabilityOf(profile, now);
  const seen = lastSeenBucket(profile.lastSeenAt, now);
  const months = memberMonths(profile.memberSince, now);
  const ring = ringOf(profile);
  const avatar = (decorative: boolean) => (
    <ProfileAvatar
      picture={profile.profilePicture}
      placeholder={profile.placeholder}
      username={profile.username}
      ring={ring}
      size="medium"
      online={profile.onlineNow}
      gender={profile.gender}
      decorative={decorative}
    />
  );
  return (
    <Box component="header" sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        {profile.profilePicture ? (
          // The button lies over the avatar rather than around it: a button holds phrasing content only, and the
          // avatar is made of blocks (the W3C checker's content model).
          <Box sx={{ position: 'relative', flexShrink: 0 }}>
            {avatar(true)}
            <ButtonBase
              onClick={viewer.openModal}
              aria-haspopup="dialog"
              sx={{
                position: 'absolute',
                inset: 0,
                borderRadius: '50%',
                '&.Mui-focusVisible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <VisuallyHidden>{t('profile.viewPicture', { username: profile.username })}</VisuallyHidden>
            </ButtonBase>
          </Box>
        ) : (
          avatar(false)
        )}
        <Box sx={{ minWidth: 0, display: 'grid', gap: 0.75 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', md: '2rem' }, overflowWrap: 'anywhere' }}>
            {profile.username}
          </Typography>
          {/* The avatar already wears the badge of its ring. */}
          <ProfileBadges badges={badgesOf(profile).filter((badge) => badge !== ring)} gender={profile.gender} />
        </Box>
      </Box>
      {profile.headline && (
        <Typography sx={{ fontSize: '1.1rem', fontWeight: 600, color: 'text.primary' }}>{profile.headline}</Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
        <Fact icon={<CircleRounded />} color={availability === 'available' ? 'online' : undefined}>
          {profile.availableFrom
            ? t('profile.availability.from', { time: availableFromTime(profile.availableFrom, i18n.language) })
            : t(`profile.availability.${availability}`)}
        </Fact>
        {seen && availability !== 'available' && <Fact icon={<HistoryRounded />}>{t(`profile.lastSeen.${seen}`)}</Fact>}
        <Fact icon={<EventAvailableOutlined />}>
          {months >= 1 ? t('profile.memberFor', { count: months }) : t('profile.newMember')}
        </Fact>
      </Box>
    </Box>
  );
}
