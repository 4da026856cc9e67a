import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { LocaleLink } from '@/components/LocaleLink';
import { OnlineDot } from '@/components/OnlineDot';
import { ProfileAvatar } from '@/components/ProfileAvatar';
import { ProfileTags } from '@/components/ProfileTags';
import { ringOf } from '@/components/profile-ring';
import type { UserCard } from '@/lib/user-card';

/** docs/product.md §2: search result cards are 130 px high. */
export const SEARCH_CARD_HEIGHT = 130;

const cardSx = {
  height: SEARCH_CARD_HEIGHT,
  display: 'flex',
  alignItems: 'center',
  gap: 1.75,
  px: 1.75,
  borderRadius: '16px',
  border: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
} as const;

/**
 * A search result (docs/product.md §2): profile picture with its ring, username, online dot, the bio clamped to two
 * lines (three on small screens) and up to three tags; the whole card links to the profile.
 */
export function SearchResultCard({ card }: { card: UserCard }) {
  return (
    <ButtonBase
      component={LocaleLink}
      to={`/user/${encodeURIComponent(card.username)}`}
      sx={{
        ...cardSx,
        width: '100%',
        justifyContent: 'flex-start',
        textAlign: 'left',
        transition: 'border-color 150ms, background-color 150ms',
        '&:hover, &.Mui-focusVisible': { borderColor: 'primary.main' },
      }}
    >
      <ProfileAvatar
        picture={card.profilePicture}
        placeholder={card.placeholder}
        username={card.username}
        ring={ringOf(card)}
        size="small"
        gender={card.gender}
      />
      <Box sx={{ minWidth: 0, flex: 1, display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 750, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {card.username}
          </Typography>
          {card.onlineNow && <OnlineDot />}
        </Box>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            display: '-webkit-box',
            WebkitBoxOrient: 'vertical',
            WebkitLineClamp: { xs: 3, sm: 2 },
            overflow: 'hidden',
            lineHeight: 1.4,
            fontSize: 13.5,
          }}
        >
          {card.bio || card.headline}
        </Typography>
        <ProfileTags tags={card.tags} max={3} oneLine />
      </Box>
    </ButtonBase>
  );
}

export function SearchResultSkeleton() {
  return (
    <Box sx={cardSx} aria-hidden="true">
      <Skeleton variant="circular" width={75} height={75} sx={{ flexShrink: 0 }} />
      <Box sx={{ flex: 1 }}>
        <Skeleton width="45%" height={24} />
        <Skeleton width="95%" />
        <Skeleton width="75%" />
      </Box>
    </Box>
  );
}
