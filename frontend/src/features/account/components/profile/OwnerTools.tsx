import type { CurrentUser } from '@annuaire/shared';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryModal } from '@/lib/use-query-modal';
import { AvailabilitySwitch } from './AvailabilitySwitch';
import { GhostModeSwitch } from './GhostModeSwitch';
import { RankLine } from './RankLine';
import { verificationViewOf } from './VerificationPanel';

/** The profile holder's controls: availability, ghost mode, where they rank, and verification. */
export function OwnerTools({ account }: { account: CurrentUser }) {
  const { t } = useTranslation('account');
  const headingId = useId();
  const verification = useQueryModal('verification');
  const view = verificationViewOf(account.verificationState);
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: '20px' }}
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('tools.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <AvailabilitySwitch account={account} />
        <GhostModeSwitch account={account} />
        <Divider />
        <RankLine account={account} />
        <Divider />
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <VerifiedUserOutlined sx={{ color: view === 'verified' ? 'success.main' : 'primary.main', mt: 0.25 }} />
          <Box sx={{ flex: 1 }}>
            <Typography variant="overline" component="h3" color="text.secondary" sx={{ lineHeight: 1.6 }}>
              {t('verification.title')}
            </Typography>
            <Typography>{t(`verification.short.${view}`)}</Typography>
          </Box>
          {view !== 'verified' && (
            <Button size="small" variant="outlined" onClick={verification.openModal}>
              {t('verification.open')}
            </Button>
          )}
        </Box>
      </Box>
    </Paper>
  );
}
