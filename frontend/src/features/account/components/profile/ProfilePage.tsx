import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LocaleLink } from '@/components/LocaleLink';
import { PageLoader } from '@/components/PageLoader';
import { PageTitle } from '@/components/PageTitle';
import { usePageMeta } from '@/lib/head';
import { useQueryModal } from '@/lib/use-query-modal';
import { useOwnAccount } from '../../api/own-account';
import {
  hasAvailabilitySwitch,
  isUnderReview,
  isVipActive,
  listingBlockers,
  mayBuyVip,
  showsVipPromotion,
} from '../../rules';
import { CreditsCard } from '../credits/CreditsCard';
import { PaymentDialog } from '../credits/PaymentDialog';
import { VipDialog } from '../credits/VipDialog';
import { LoadError } from '../LoadError';
import { ACCOUNT_MODALS } from '../../modals';
import { LibertineModeDialog } from '../modals/LibertineModeDialog';
import { StatisticsDialog } from '../modals/StatisticsDialog';
import { TourModeDialog } from '../modals/TourModeDialog';
import { VerificationPictureGallery } from '../modals/VerificationPictureGallery';
import { StatisticsPanel } from '../statistics/StatisticsPanel';
import { OnboardingChecklist } from './OnboardingChecklist';
import { OwnerTools } from './OwnerTools';
import { ProfilePreview } from './ProfilePreview';
import { UnderReviewNotice } from './UnderReviewNotice';
import { VerificationPanel } from './VerificationPanel';
import { VipPromotion } from './VipPromotion';

/**
 * /profile: the member's profile as others see it, with the owner's tools around it (docs/product.md §2, §4, §6).
 * The VIP, payment and verification modals live in the query string, so reminders and notifications
 * can link straight to them.
 */
export function ProfilePage() {
  const { t } = useTranslation('account');
  usePageMeta(t('profile.meta.title'), t('profile.meta.description'));
  const account = useOwnAccount();
  const statistics = useQueryModal(ACCOUNT_MODALS.statistics);
  const tour = useQueryModal(ACCOUNT_MODALS.tourMode);
  const libertine = useQueryModal(ACCOUNT_MODALS.libertineMode);
  // Set by the landing after registration (features/auth RouteGuard): the checklist greets the new member.
  const { state } = useLocation();
  const justRegistered = (state as { welcome?: unknown } | null)?.welcome === true;
  if (account.isPending) return <PageLoader />;
  if (account.isError) return <LoadError onRetry={() => void account.refetch()} />;
  const me = account.data;
  const now = new Date();
  const holder = hasAvailabilitySwitch(me);
  // docs/product.md §6: VIP and credits are offered once the profile can be listed (the server refuses VIP before).
  const blockers = holder ? listingBlockers(me, now) : [];

  return (
    <Box>
      <PageTitle title={t('profile.title')} subtitle={t('profile.subtitle')} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: -2, mb: 3 }}>
        <Button component={LocaleLink} to="/edit" variant="contained">
          {t('profile.edit')}
        </Button>
        <Button component={LocaleLink} to="/settings" variant="outlined">
          {t('profile.settings')}
        </Button>
        {holder && (
          <>
            <Button variant="outlined" onClick={statistics.openModal} aria-haspopup="dialog">
              {t('statistics.title')}
            </Button>
            <Button variant="outlined" onClick={tour.openModal} aria-haspopup="dialog">
              {t('modals.tour.title')}
            </Button>
          </>
        )}
        {(me.libertine || me.role === 'client') && (
          <Button variant="outlined" onClick={libertine.openModal} aria-haspopup="dialog">
            {t('modals.libertine.title')}
          </Button>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 3 }}>
        {me.note && (
          // docs/product.md §3: staff's note to the member, in staff's own words.
          <Alert severity="info" variant="outlined" data-testid="staff-note">
            <AlertTitle>{t('profile.staffNote')}</AlertTitle>
            <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
              {me.note}
            </Box>
          </Alert>
        )}
        {/* A new member reads the welcome and her checklist first, then why her profile is not shown yet. */}
        {holder && justRegistered && <OnboardingChecklist account={me} blockers={blockers} welcome />}
        {holder && isUnderReview(me, now) && <UnderReviewNotice account={me} />}
        {holder && !justRegistered && <OnboardingChecklist account={me} blockers={blockers} />}
        {showsVipPromotion(me, now) && <VipPromotion blockers={blockers} />}
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { md: 'minmax(0, 3fr) minmax(0, 2fr)' },
            alignItems: 'start',
          }}
        >
          <ProfilePreview account={me} />
          <Box sx={{ display: 'grid', gap: 3 }}>
            {holder && <OwnerTools account={me} />}
            {(mayBuyVip(me) || me.credits > 0) && <CreditsCard account={me} blockers={blockers} />}
          </Box>
        </Box>
        {holder && isVipActive(me, now) && <StatisticsPanel userId={me._id} />}
      </Box>
      <VipDialog account={me} blockers={blockers} />
      <PaymentDialog />
      {holder && <VerificationPanel account={me} />}
      {/* docs/product.md §2: each opens from its `?{id}=open`; a member without the feature reads why. */}
      <StatisticsDialog account={me} />
      <TourModeDialog account={me} />
      <LibertineModeDialog account={me} />
      <VerificationPictureGallery account={me} />
    </Box>
  );
}
