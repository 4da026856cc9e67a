import type { CurrentUser } from '@annuaire/shared';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';
import { ProfileAvatar } from '@/components/ProfileAvatar';
import { ProfileImage } from '@/components/ProfileImage';
import { ProfileTags } from '@/components/ProfileTags';
import { IMAGE_QUALITY } from '@/lib/image-url';
import { useLocale } from '@/lib/use-locale';
import { ringOf } from '@/components/profile-ring';
import {
  availabilityOf,
  hasAvailabilitySwitch,
  isUnderReview,
  isVipActive,
  placeholderPath,
  rankPlaceName,
} from '../../rules';

const MEETING_MODES = ['incall', 'outcall', 'virtual'] as const;

/**
 * The profile as visitors see it: approved pictures only, the public fields, the picture ring of docs/product.md §4.
 * Pending and declined pictures, contact details and everything private stay on the owner's tools.
 */
export function ProfilePreview({ account }: { account: CurrentUser }) {
  const { t } = useTranslation('account');
  const headingId = useId();
  const { locale } = useLocale();
  const now = new Date();
  const vip = isVipActive(account, now);
  const approved = account.pictures.filter((picture) => picture.approved);
  const placeholder = placeholderPath(account);
  const modes = MEETING_MODES.filter((mode) => account[mode]);
  const places = [account.location, account.secondaryLocation].filter((place) => place !== null);

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: '20px' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography id={headingId} variant="overline" component="h2" color="text.secondary">
          {t('preview.title')}
        </Typography>
        <Button component={LocaleLink} to="/edit" size="small" variant="outlined">
          {t('preview.edit')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 2.5, alignItems: 'center', mb: 2 }}>
        <ProfileAvatar
          picture={account.profilePicture}
          placeholder={placeholder}
          username={account.username}
          gender={account.gender}
          ring={ringOf({ underReview: isUnderReview(account, now), vip, libertine: account.libertine })}
          size="large"
          online={availabilityOf(account) === 'available'}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="p" sx={{ fontWeight: 800, wordBreak: 'break-word' }}>
            {account.username}
          </Typography>
          {account.headline && <Typography sx={{ mt: 0.5 }}>{account.headline}</Typography>}
          {places.length > 0 && (
            <Typography color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
              <PlaceOutlined fontSize="small" />
              {places.map((place) => rankPlaceName(place, locale)).join(' · ')}
            </Typography>
          )}
        </Box>
      </Box>
      {modes.length > 0 && (
        <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', mb: 1.5 }}>
          {modes.map((mode) => (
            <Chip key={mode} size="small" variant="outlined" label={t(`edit.meeting.${mode}`)} />
          ))}
        </Box>
      )}
      <ProfileTags tags={account.tags} />
      {account.bio ? (
        <Typography sx={{ mt: 2, whiteSpace: 'pre-line' }}>{account.bio}</Typography>
      ) : (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {hasAvailabilitySwitch(account) ? t('preview.noBio') : t('preview.noBioMember')}
        </Typography>
      )}
      {approved.length > 0 && (
        <Box
          component="ul"
          aria-label={t('preview.pictures')}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mt: 2,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
          }}
        >
          {approved.map((picture) => (
            <Box
              component="li"
              key={picture.id}
              sx={{ aspectRatio: '3 / 4', borderRadius: '10px', overflow: 'hidden' }}
            >
              <ProfileImage
                picture={picture}
                placeholder={placeholder}
                alt={t('pictures.alt', { username: account.username })}
                sizes="120px"
                quality={IMAGE_QUALITY.low}
              />
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
