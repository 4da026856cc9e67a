import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { underlinedLink } from '@/components/controls';
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
import styles from './ProfilePage.module.css';
import { ShareButton } from './ShareButton';

// The gallery (touch handling, full screen) and the picture viewer load after the page's text.
const ProfileGallery = lazy(() => import('./ProfileGallery').then((m) => ({ default: m.ProfileGallery })));
const ProfilePictureViewer = lazy(() =>
  import('./ProfilePictureViewer').then((m) => ({ default: m.ProfilePictureViewer })),
);

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
      <div className={styles.error}>
        <EmptyState icon={<ErrorOutlineRounded />} title={t('profile:profile.error')} hint={t('listing.errorHint')} />
        <Button variant="contained" onClick={() => void query.refetch()}>
          {t('listing.retry')}
        </Button>
      </div>
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
    <div className={styles.view}>
      {profile.underReview && (
        <Alert severity="warning" variant="outlined">
          <AlertTitle>{t('profile.underReview')}</AlertTitle>
          {t('profile.underReviewHint')}
        </Alert>
      )}
      <div className={styles.layout}>
        <div className={styles.gallery}>
          <Suspense
            fallback={
              <div className={styles.galleryFrame}>
                <Placeholder shape="block" radius="20px" component="div" height="100%" />
              </div>
            }
          >
            <ProfileGallery pictures={profile.pictures} placeholder={profile.placeholder} username={profile.username} />
          </Suspense>
        </div>
        <aside aria-label={profile.username} className={styles.aside}>
          <ProfileHeader profile={profile} now={now} />
          <ProfileContact profile={profile} own={own} />
          <hr className={styles.rule} />
          <ProfileDetails profile={profile} />
          <p className={styles.note}>
            {t('profile.safety')}{' '}
            <LocaleLink to="/fraud-prevention" className={underlinedLink}>
              {t('profile.safetyLink')}
            </LocaleLink>
          </p>
          {!own && (
            // docs/product.md §2 `clientGuide`: the guide opens over the profile (`?clientGuide=open`).
            <p className={styles.note}>
              {t('clientGuide.lead')} <DocumentLink name="clientGuide">{t('clientGuide.link')}</DocumentLink>
            </p>
          )}
          <div className={styles.actions}>
            <ShareButton username={profile.username} />
            {!own && <ReportButton target={{ userId: profile._id, username: profile.username }} />}
          </div>
        </aside>
        <div className={styles.about}>
          <section aria-labelledby="profile-about">
            <h2 id="profile-about" className={styles.heading}>
              {t('profile.about')}
            </h2>
            <p className={styles.bio}>{profile.bio || t('profile.noBio')}</p>
          </section>
          {profile.tags.length > 0 && (
            <section aria-labelledby="profile-services">
              <h2 id="profile-services" className={styles.heading}>
                {t('profile.services')}
              </h2>
              <ProfileTags tags={profile.tags} size="medium" />
            </section>
          )}
          <ProfileRates rates={profile.rates ?? []} />
        </div>
      </div>
      <AdSlot placement="blockUserProfileBottom" context={{ region: profile.location?.region }} />
      <DocumentModal name="clientGuide" />
      {profile.profilePicture && (
        <Suspense fallback={null}>
          <ProfilePictureViewer picture={profile.profilePicture} username={profile.username} />
        </Suspense>
      )}
    </div>
  );
}

/** While the profile loads (on arrival from another page): the gallery's frame and the aside's first lines. */
function ProfileSkeleton() {
  return (
    <div aria-busy="true" className={styles.skeleton}>
      <div className={styles.galleryFrame}>
        <Placeholder shape="block" radius="20px" component="div" height="100%" />
      </div>
      <div className={styles.skeletonAside}>
        <div className={styles.skeletonIdentity}>
          <Placeholder shape="block" width={95} height={95} radius="50%" />
          <Placeholder width="50%" height={40} />
        </div>
        <Placeholder width="80%" />
        <Placeholder width="60%" />
        <div className={styles.skeletonButtons}>
          <Placeholder shape="block" height={48} radius={999} component="div" />
        </div>
        <Placeholder shape="block" height={48} radius={999} component="div" />
      </div>
    </div>
  );
}
