import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrefetchNear } from '@/lib/use-prefetch-near';
import type { UserCard } from '@/lib/user-card';
import { LocaleLink } from './LocaleLink';
import { availableFromTime } from '@/lib/available-from';
import { cardPlaceName } from '@/lib/card-place';
import { useLocale } from '@/lib/use-locale';
import { Placeholder } from './Placeholder';
import { ProfileBadges, badgesOf } from './ProfileBadges';
import { ProfileImage } from './ProfileImage';
import { ProfileTags } from './ProfileTags';
import { ringOf, ringPaint } from './profile-ring';

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
  /** Called once when the card comes near the viewport: the listing prefetches the profile it links to. */
  onNear?: () => void;
}

/** "Available now" or "Available from 21:00" (docs/product.md §4), laid on the picture's lower corner. */
function Availability({ card }: { card: UserCard }) {
  const { t, i18n } = useTranslation('directory');
  if (!card.onlineNow && !card.availableFrom) return null;
  return (
    <Box
      sx={{
        position: 'absolute',
        left: 8,
        bottom: 8,
        maxWidth: 'calc(100% - 16px)',
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1,
        borderRadius: 999,
        bgcolor: 'rgba(11, 15, 20, 0.78)',
        color: '#FFFFFF',
        fontSize: 12,
        fontWeight: 700,
        lineHeight: '22px',
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
      }}
    >
      {card.onlineNow && (
        <Box
          component="span"
          aria-hidden="true"
          sx={{ width: 8, height: 8, flexShrink: 0, borderRadius: '50%', bgcolor: 'online' }}
        />
      )}
      {card.onlineNow
        ? t('card.availableNow')
        : t('card.availableFrom', { time: availableFromTime(card.availableFrom!, i18n.language) })}
    </Box>
  );
}

/**
 * A listing card (docs/product.md §2, §4): portrait picture framed by the profile's ring, badges, availability,
 * username, city (and age when the profile shows it), headline (or the start of the bio) and up to three tags. The
 * whole card links to the profile.
 */
export function ProfileCard({ card, eager = false, action, onNear }: ProfileCardProps) {
  const { t } = useTranslation('directory');
  const { locale } = useLocale();
  const nearRef = usePrefetchNear<HTMLElement>(onNear);
  const ring = ringOf(card);
  const excerpt = card.headline || card.bio;
  const place = cardPlaceName(card.location, locale);
  const facts = [place, typeof card.age === 'number' ? t('card.age', { age: card.age }) : null].filter(Boolean);
  return (
    <Paper
      ref={nearRef}
      component="article"
      variant="outlined"
      sx={(theme) => ({
        position: 'relative',
        overflow: 'hidden',
        borderRadius: '16px',
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
      <ButtonBase
        component={LocaleLink}
        to={`/user/${encodeURIComponent(card.username)}`}
        sx={(theme) => ({
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
          textAlign: 'inherit',
          borderRadius: 'inherit',
          '&.Mui-focusVisible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: -2 },
        })}
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
          <Availability card={card} />
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
          </Box>
          {facts.length > 0 && (
            <Typography
              variant="body2"
              sx={{
                mt: -0.5,
                color: 'text.secondary',
                fontWeight: 600,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {facts.join(' · ')}
            </Typography>
          )}
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
      </ButtonBase>
      {action && <Box sx={{ position: 'absolute', top: 6, right: 6 }}>{action}</Box>}
    </Paper>
  );
}

/** The same card's shape while its data loads. */
export function ProfileCardSkeleton() {
  return (
    <Paper variant="outlined" aria-hidden="true" sx={{ height: '100%', overflow: 'hidden', borderRadius: '16px' }}>
      <Placeholder shape="block" component="div" sx={{ aspectRatio: '3 / 4' }} />
      <Box sx={{ p: 1.5 }}>
        <Placeholder width="55%" height={24} />
        <Placeholder width="95%" />
        <Placeholder width="70%" />
        <Box sx={{ display: 'flex', gap: 0.75, mt: 0.5 }}>
          <Placeholder shape="block" width={56} height={24} radius={999} />
          <Placeholder shape="block" width={44} height={24} radius={999} />
        </Box>
      </Box>
    </Paper>
  );
}
