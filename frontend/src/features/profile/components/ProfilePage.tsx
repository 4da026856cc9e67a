import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '@/components/EmptyState';
import { LocaleLink } from '@/components/LocaleLink';
import { Placeholder } from '@/components/Placeholder';
import { ProfileTags } from '@/components/ProfileTags';
import { useCurrentUser } from '@/lib/current-user';
import { ErrorScreen } from '@/features/errors';
import { DocumentLink, DocumentModal } from '@/features/info';
import { ReportButton } from '@/features/reports';
import { ApiError } from '@/lib/api-client';
import { usePageMeta } from '@/lib/head';
import { useProfile, type Profile } from '../api/get-profile';
import { useRecordProfileView } from '../api/record-view';
import { AdSlot } from '@/features/ads';
import { ProfileContact } from './ProfileContact';
import { ProfileDetails } from './ProfileDetails';
import { ProfileHeader } from './ProfileHeader';
import { ProfileRates } from './ProfileRates';
import { ShareButton } from './ShareButton';

// The gallery (touch handling, full screen) and the picture viewer load after the page's text.
const ProfileGallery = lazy(() => import('./ProfileGallery').then((m) => ({ default: m.ProfileGallery })));
const ProfilePictureViewer = lazy(() =>
  import('./ProfilePictureViewer').then((m) => ({ default: m.ProfilePictureViewer })),
);

const galleryHeight = { xs: '52vh', sm: '60vh' };

/** `/user/{username}` (docs/product.md §2): the advertiser's profile, or a not-found screen for an unknown name. */
export function ProfilePage() {
  const { t } = useTranslation(['directory', 'profile']);
  const { username = '' } = useParams();
  const query = useProfile(username);
  const profile = query.data;
  useRecordProfileView(profile);
  usePageMeta(
    query.error instanceof ApiError && query.error.status === 404
      ? t('meta.profileNotFoundTitle')
      : profile
        ? [profile.username, profile.headline].filter(Boolean).join(' – ')
        : username,
    t('meta.profileDescription', { username: profile?.username ?? username }),
  );

  if (query.isPending) return <ProfileSkeleton />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <ErrorScreen
          kind="notFound"
          title={t('profile:profile.notFound.title')}
          subtitle={t('profile:profile.notFound.subtitle')}
        />
      );
    }
    return (
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'center' }}>
        <EmptyState icon={<ErrorOutlineRounded />} title={t('profile:profile.error')} hint={t('listing.errorHint')} />
        <Button variant="contained" onClick={() => void query.refetch()}>
          {t('listing.retry')}
        </Button>
      </Box>
    );
  }
  return <ProfileView profile={query.data} />;
}

function ProfileView({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const { user } = useCurrentUser();
  const own = user?._id === profile._id;
  // One clock per render of the page, so every "how long ago" on it agrees.
  const now = useMemo(() => new Date(), []);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {profile.underReview && (
        <Alert severity="warning" variant="outlined">
          <AlertTitle>{t('profile.underReview')}</AlertTitle>
          {t('profile.underReviewHint')}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 5 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
          gridTemplateAreas: { xs: '"gallery" "aside" "about"', md: '"gallery aside" "about aside"' },
          // The aside's extra height goes to the second row, so the text follows the gallery closely.
          gridTemplateRows: { md: 'auto 1fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ gridArea: 'gallery' }}>
          <Suspense
            fallback={<Placeholder shape="block" radius="20px" component="div" sx={{ height: galleryHeight }} />}
          >
            <ProfileGallery pictures={profile.pictures} placeholder={profile.placeholder} username={profile.username} />
          </Suspense>
        </Box>
        <Box
          component="aside"
          aria-label={profile.username}
          sx={{
            gridArea: 'aside',
            display: 'grid',
            gap: 3,
            p: { xs: 2.5, md: 3 },
            border: 1,
            borderColor: 'divider',
            borderRadius: '20px',
            bgcolor: 'background.paper',
            position: { md: 'sticky' },
            top: { md: 88 },
          }}
        >
          <ProfileHeader profile={profile} now={now} />
          <ProfileContact profile={profile} own={own} />
          <Box component="hr" sx={{ m: 0, border: 0, borderTop: 1, borderColor: 'divider' }} />
          <ProfileDetails profile={profile} />
          <Typography variant="body2" color="text.secondary">
            {t('profile.safety')}{' '}
            <Link component={LocaleLink} to="/fraud-prevention" underline="always">
              {t('profile.safetyLink')}
            </Link>
          </Typography>
          {!own && (
            // docs/product.md §2 `clientGuide`: the guide opens over the profile (`?clientGuide=open`).
            <Typography variant="body2" color="text.secondary">
              {t('clientGuide.lead')} <DocumentLink name="clientGuide">{t('clientGuide.link')}</DocumentLink>
            </Typography>
          )}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <ShareButton username={profile.username} />
            {!own && <ReportButton target={{ userId: profile._id, username: profile.username }} />}
          </Box>
        </Box>
        <Box sx={{ gridArea: 'about', display: 'grid', gap: 3 }}>
          <Box component="section" aria-labelledby="profile-about">
            <Typography id="profile-about" variant="h2" sx={{ fontSize: '1.35rem', mb: 1.25 }}>
              {t('profile.about')}
            </Typography>
            <Typography
              color={profile.bio ? 'text.primary' : 'text.secondary'}
              sx={{ whiteSpace: 'pre-line', lineHeight: 1.7, overflowWrap: 'anywhere' }}
            >
              {profile.bio || t('profile.noBio')}
            </Typography>
          </Box>
          {profile.tags.length > 0 && (
            <Box component="section" aria-labelledby="profile-services">
              <Typography id="profile-services" variant="h2" sx={{ fontSize: '1.35rem', mb: 1.25 }}>
                {t('profile.services')}
              </Typography>
              <ProfileTags tags={profile.tags} size="medium" />
            </Box>
          )}
          <ProfileRates rates={profile.rates ?? []} />
        </Box>
      </Box>
      <AdSlot placement="blockUserProfileBottom" context={{ region: profile.location?.region }} />
      <DocumentModal name="clientGuide" />
      {profile.profilePicture && (
        <Suspense fallback={null}>
          <ProfilePictureViewer picture={profile.profilePicture} username={profile.username} />
        </Suspense>
      )}
    </Box>
  );
}

function ProfileSkeleton() {
  return (
    <Box
      aria-busy="true"
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 5 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
      }}
    >
      <Placeholder shape="block" radius="20px" component="div" sx={{ height: galleryHeight }} />
      <Box sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <Placeholder shape="block" width={95} height={95} radius="50%" />
          <Placeholder width="50%" height={40} />
        </Box>
        <Placeholder width="80%" />
        <Placeholder width="60%" />
        <Placeholder shape="block" height={48} radius={999} component="div" sx={{ mt: 2 }} />
        <Placeholder shape="block" height={48} radius={999} component="div" />
      </Box>
    </Box>
  );
}
