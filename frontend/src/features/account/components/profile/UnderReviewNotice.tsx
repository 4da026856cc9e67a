import { hasOpenVerification, type CurrentUser } from '@annuaire/shared';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';
import { useQueryModal } from '@/lib/use-query-modal';

/**
 * docs/product.md §4 under review: the profile is hidden from listings until staff have looked. Says why, and when a
 * verification is what is missing, opens the panel to send it. Says too why visitors do not see her phone and public
 * email meanwhile: contact details show on listed profiles only (§6).
 */
export function UnderReviewNotice({ account }: { account: CurrentUser }) {
  const { t } = useTranslation('account');
  const verification = useQueryModal('verification');
  const needsVerification = hasOpenVerification(account);
  const reason = account.profileCompletionRequested
    ? 'completion'
    : needsVerification
      ? 'verification'
      : account.libertine
        ? 'libertine'
        : 'new';
  return (
    <Alert
      severity="warning"
      variant="outlined"
      action={
        account.profileCompletionRequested ? (
          <Button color="inherit" size="small" component={LocaleLink} to="/edit">
            {t('profile.edit')}
          </Button>
        ) : needsVerification && account.verificationState !== 'verificationPending' ? (
          <Button color="inherit" size="small" onClick={verification.openModal}>
            {t('verification.open')}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{t('underReview.title')}</AlertTitle>
      {t(`underReview.${reason}`)}
      <Box component="p" sx={{ m: 0, mt: 1 }}>
        {t('underReview.contactHidden')}
      </Box>
    </Alert>
  );
}
