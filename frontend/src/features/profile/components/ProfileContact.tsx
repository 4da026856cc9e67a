import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import PhoneRounded from '@mui/icons-material/PhoneRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';
import { FavoriteButton } from '@/features/favorites';
import type { Profile } from '../api/get-profile';
import { recordProfileEvent } from '../api/record-view';
import { telHref } from '../profile-facts';

/**
 * How to reach the advertiser: the favorite heart, a message when messaging is available (docs/product.md §6), and
 * the phone and email they chose to show. Each contact tap counts in their statistics.
 */
export function ProfileContact({ profile, own }: { profile: Profile; own: boolean }) {
  const { t } = useTranslation('profile');
  const contacted = () => recordProfileEvent('user_contact', profile);
  const phone = profile.contact?.phone;
  const email = profile.contact?.email;
  return (
    <Box component="section" aria-labelledby="profile-contact" sx={{ display: 'grid', gap: 1.25 }}>
      <Typography id="profile-contact" variant="h2" sx={{ fontSize: '1rem', color: 'text.secondary' }}>
        {t('profile.contact')}
      </Typography>
      {!own && profile.messagingAvailable && (
        <Button
          component={LocaleLink}
          to={`/messages/${encodeURIComponent(profile.username)}`}
          variant="contained"
          size="large"
          startIcon={<ChatBubbleOutlineRounded />}
          onClick={contacted}
        >
          {t('profile.message')}
        </Button>
      )}
      {phone && (
        <Button
          href={telHref(phone)}
          variant="outlined"
          color="inherit"
          size="large"
          startIcon={<PhoneRounded />}
          onClick={contacted}
          aria-label={t('profile.call', { phone })}
          sx={{ borderColor: 'divider', justifyContent: 'flex-start' }}
        >
          {phone}
        </Button>
      )}
      {email && (
        <Button
          href={`mailto:${email}`}
          variant="outlined"
          color="inherit"
          size="large"
          startIcon={<MailOutlineRounded />}
          onClick={contacted}
          aria-label={t('profile.email', { email })}
          sx={{ borderColor: 'divider', justifyContent: 'flex-start', textTransform: 'none', overflowWrap: 'anywhere' }}
        >
          {email}
        </Button>
      )}
      {!own && <FavoriteButton card={profile} variant="labelled" />}
      {!profile.messagingAvailable && !phone && !email && (
        <Typography variant="body2" color="text.secondary">
          {t('profile.noContact')}
        </Typography>
      )}
      {!own && !profile.messagingAvailable && (phone || email) && (
        <Typography variant="body2" color="text.secondary">
          {t('profile.messageUnavailable')}
        </Typography>
      )}
    </Box>
  );
}
