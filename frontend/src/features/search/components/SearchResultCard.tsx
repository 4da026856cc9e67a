import { findCity, findRegion, type LabelLocale } from '@annuaire/shared';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { LocaleLink } from '@/components/LocaleLink';
import { OnlineDot } from '@/components/OnlineDot';
import { ProfileAvatar } from '@/components/ProfileAvatar';
import { ProfileTags } from '@/components/ProfileTags';
import { ringOf } from '@/components/profile-ring';
import { regionName } from '@/lib/place-name';
import type { CardLocation, UserCard } from '@/lib/user-card';
import { useLocale } from '@/lib/use-locale';

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

/** Where a profile advertises, as its card says it: the city, else the region. */
function placeOf(location: CardLocation | null | undefined, locale: LabelLocale): string | null {
  const region = location && findRegion(undefined, location.region);
  if (!region) return null;
  const city = location.city ? findCity(region.key, location.city) : undefined;
  return city ? city.label[locale] : regionName(region, locale);
}

/**
 * A search result (docs/product.md §2): profile picture with its ring, username, online dot, the bio clamped to two
 * lines (three on small screens), up to three tags, and its city; the whole card links to the profile.
 */
export function SearchResultCard({ card }: { card: UserCard }) {
  const { locale } = useLocale();
  const place = placeOf(card.location, locale);
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
          {place && (
            <Typography
              component="span"
              variant="body2"
              color="text.secondary"
              sx={{
                ml: 'auto',
                pl: 1,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
                minWidth: 0,
              }}
            >
              {place}
            </Typography>
          )}
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
