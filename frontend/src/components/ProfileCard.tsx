import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ringOf, type UserCard } from '@/lib/user-card';
import { LocaleLink } from './LocaleLink';
import { OnlineDot } from './OnlineDot';
import { ProfileBadges, badgesOf } from './ProfileBadges';
import { ProfileImage } from './ProfileImage';
import { ProfileTags } from './ProfileTags';
import { ringPaint } from './profile-ring';

/** Grid columns: two on phones, three on tablets, four from md; the `sizes` below follows the same steps. */
export const CARD_GRID_COLUMNS = {
  xs: 'repeat(2, minmax(0, 1fr))',
  sm: 'repeat(3, minmax(0, 1fr))',
  md: 'repeat(4, minmax(0, 1fr))',
};
const CARD_IMAGE_SIZES = '(min-width: 1200px) 290px, (min-width: 960px) 24vw, (min-width: 600px) 32vw, 48vw';

interface ProfileCardProps {
  card: UserCard;
  /** First row of a listing: its pictures are the page's largest paint. */
  eager?: boolean;
  /** A control laid over the picture's corner (the favorite button), outside the card's link. */
  action?: ReactNode;
}

/**
 * A listing card (SPEC §2, §4): portrait picture framed by the profile's ring, badges, online dot, username,
 * headline (or the start of the bio) and up to three tags. The whole card links to the profile.
 */
export function ProfileCard({ card, eager = false, action }: ProfileCardProps) {
  const { t } = useTranslation('directory');
  const ring = ringOf(card);
  const excerpt = card.headline || card.bio;
  return (
    <Card
      component="article"
      sx={(theme) => ({
        position: 'relative',
        height: '100%',
        border: ring === 'none' ? 1 : '2px solid transparent',
        borderColor: ring === 'none' ? 'divider' : 'transparent',
        background:
          ring === 'none'
            ? undefined
            : `linear-gradient(${theme.vars.palette.background.paper}, ${theme.vars.palette.background.paper}) padding-box, ${ringPaint(theme, ring)} border-box`,
        transition: 'transform 160ms ease, box-shadow 160ms ease',
        '&:hover': { transform: 'translateY(-3px)', boxShadow: '0 18px 36px -22px rgba(0,0,0,.7)' },
      })}
    >
      <CardActionArea
        component={LocaleLink}
        to={`/user/${encodeURIComponent(card.username)}`}
        sx={{
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
        }}
      >
        <Box sx={{ position: 'relative', aspectRatio: '3 / 4', overflow: 'hidden', bgcolor: 'action.hover' }}>
          <ProfileImage
            picture={card.profilePicture}
            placeholder={card.placeholder}
            alt={t('card.photoOf', { username: card.username })}
            sizes={CARD_IMAGE_SIZES}
            eager={eager}
            sx={card.underReview ? { filter: 'grayscale(0.7)', opacity: 0.55 } : undefined}
          />
          <Box sx={{ position: 'absolute', top: 8, left: 8, right: 48 }}>
            <ProfileBadges badges={badgesOf(card)} gender={card.gender} />
          </Box>
          <Box
            aria-hidden="true"
            sx={{
              position: 'absolute',
              insetInline: 0,
              bottom: 0,
              height: '28%',
              background: 'linear-gradient(180deg, transparent, rgba(0,0,0,.45))',
            }}
          />
        </Box>
        <Box sx={{ p: 1.5, display: 'grid', gap: 0.75, alignContent: 'start', flex: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
            <Typography
              component="h3"
              sx={{
                fontWeight: 750,
                fontSize: '1rem',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {card.username}
            </Typography>
            {card.onlineNow && <OnlineDot />}
          </Box>
          {excerpt && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
                minHeight: '2.86em',
              }}
            >
              {excerpt}
            </Typography>
          )}
          <ProfileTags tags={card.tags} max={3} oneLine />
        </Box>
      </CardActionArea>
      {action && <Box sx={{ position: 'absolute', top: 6, right: 6 }}>{action}</Box>}
    </Card>
  );
}

/** The same card's shape while its data loads. */
export function ProfileCardSkeleton() {
  return (
    <Card aria-hidden="true" sx={{ height: '100%' }}>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '3 / 4', height: 'auto' }} />
      <Box sx={{ p: 1.5 }}>
        <Skeleton width="55%" height={24} />
        <Skeleton width="95%" />
        <Skeleton width="70%" />
        <Box sx={{ display: 'flex', gap: 0.75, mt: 0.5 }}>
          <Skeleton variant="rounded" width={56} height={24} sx={{ borderRadius: 999 }} />
          <Skeleton variant="rounded" width={44} height={24} sx={{ borderRadius: 999 }} />
        </Box>
      </Box>
    </Card>
  );
}
