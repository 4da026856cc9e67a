import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrefetchNear } from '@/lib/use-prefetch-near';
import type { UserCard } from '@/lib/user-card';
import { LocaleLink } from './LocaleLink';
import { cardPlaceName } from '@/lib/card-place';
import { useLocale } from '@/lib/use-locale';
import { Placeholder } from './Placeholder';
import { ProfileBadges, badgesOf } from './ProfileBadges';
import { Availability } from './ProfileCardAvailability';
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
/**
 * The picture's shape, fixed before it loads (no layout shift). Phones (two columns, below `sm`) take a shorter
 * portrait, so that two rows of faces fit a 360 × 640 screen under the listing's header, above the bottom bar and a
 * cookie bar; wider screens keep the pictures' own 3:4. A cropped picture keeps its upper part, where faces are.
 */
const PHOTO_RATIO = { xs: '5 / 6', sm: '3 / 4' };
/**
 * Behind the name laid on a phone card's picture: transparent at its top edge, then dark enough from where the
 * text starts (24 px down, 60 % black) that white text passes 4.5:1 over any picture, even a white one.
 */
const NAME_SCRIM = 'linear-gradient(180deg, rgba(0,0,0,0), rgba(0,0,0,.6) 24px, rgba(0,0,0,.8))';

interface ProfileCardProps {
  card: UserCard;
  /** First row of a listing: its pictures are the page's largest paint. */
  eager?: boolean;
  /** A control laid over the picture's corner (the favorite button), outside the card's link. */
  action?: ReactNode;
  /** Called once when the card comes near the viewport: the listing prefetches the profile it links to. */
  onNear?: () => void;
}

/**
 * A listing card (docs/product.md §2, §4): portrait picture framed by the profile's ring, badges, availability,
 * username, city (and age when the profile shows it), headline (or the start of the bio) and up to three tags. The
 * whole card links to the profile. On phones (below `sm`) the card is its picture: availability, name and place
 * lie on its lower part over a scrim, and the headline and tags wait for the profile page.
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
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gridTemplateRows: { xs: 'auto', sm: 'auto auto 1fr' },
          // ButtonBase centres its content; each part here fills its grid area instead.
          alignItems: 'stretch',
          justifyContent: 'stretch',
          alignContent: 'start',
          textAlign: 'inherit',
          borderRadius: 'inherit',
          '&.Mui-focusVisible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: -2 },
        })}
      >
        <Box
          sx={{
            gridArea: '1 / 1',
            position: 'relative',
            aspectRatio: PHOTO_RATIO,
            overflow: 'hidden',
            bgcolor: 'action.hover',
          }}
        >
          <ProfileImage
            picture={card.profilePicture}
            placeholder={card.placeholder}
            alt={t('card.photoOf', { username: card.username })}
            sizes={CARD_IMAGE_SIZES}
            eager={eager}
            sx={[
              { objectPosition: 'center 30%' },
              card.underReview ? { filter: 'grayscale(0.7)', opacity: 0.55 } : false,
            ]}
          />
          <Box sx={{ position: 'absolute', top: 8, left: 8, right: 48 }}>
            <ProfileBadges badges={badgesOf(card)} gender={card.gender} />
          </Box>
          <Box
            aria-hidden="true"
            sx={{
              display: { xs: 'none', sm: 'block' },
              position: 'absolute',
              insetInline: 0,
              bottom: 0,
              height: '28%',
              background: 'linear-gradient(180deg, transparent, rgba(0,0,0,.45))',
            }}
          />
        </Box>
        <Box
          sx={{
            gridArea: { xs: '1 / 1', sm: '2 / 1' },
            alignSelf: 'end',
            position: 'relative',
            display: 'grid',
            gap: { xs: 0, sm: '2px' },
            minWidth: 0,
            pt: { xs: 3, sm: 1.5 },
            px: { xs: 1.25, sm: 1.5 },
            pb: { xs: 1, sm: 0 },
            color: { xs: '#FFFFFF', sm: 'text.primary' },
            background: { xs: NAME_SCRIM, sm: 'none' },
          }}
        >
          <Availability card={card} />
          <Typography
            component="h3"
            sx={{
              fontWeight: 750,
              fontSize: { xs: '0.9375rem', sm: '1rem' },
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {card.username}
          </Typography>
          {facts.length > 0 && (
            <Typography
              variant="body2"
              sx={{
                color: { xs: 'rgba(255,255,255,.92)', sm: 'text.secondary' },
                fontSize: { xs: '0.8125rem', sm: '0.875rem' },
                fontWeight: 600,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {facts.join(' · ')}
            </Typography>
          )}
        </Box>
        <Box
          sx={{
            gridArea: '3 / 1',
            display: { xs: 'none', sm: 'grid' },
            gap: 0.75,
            alignContent: 'start',
            px: 1.5,
            pt: 0.75,
            pb: 1.5,
          }}
        >
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
      <Placeholder shape="block" component="div" sx={{ aspectRatio: PHOTO_RATIO }} />
      <Box sx={{ display: { xs: 'none', sm: 'block' }, p: 1.5 }}>
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
