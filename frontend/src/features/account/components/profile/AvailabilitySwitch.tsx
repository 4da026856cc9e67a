import type { CurrentUser } from '@annuaire/shared';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastDefaultError, toastSuccess } from '@/lib/toast';
import { usePatchAccount } from '../../api/patch-account';
import { availabilityOf, isVipActive } from '../../rules';
import { GhostHandlingDialog } from './GhostHandlingDialog';

/** docs/product.md §9 tooltip timings. */
const TOOLTIP_TIMING = { enterDelay: 100, enterTouchDelay: 700, leaveDelay: 5000 } as const;

/**
 * "Available now" for escorts and libertines (docs/product.md §4): on sets `online` to now, off clears it; the answer
 * is the updated member and the rank is read again. A ghost member is hidden, so the switch does not
 * change anything for them: it explains ghost mode and offers to end it instead. When the server says the
 * member has not shown availability for a while, a tooltip invites them to, worded for VIPs or not.
 */
export function AvailabilitySwitch({ account }: { account: CurrentUser }) {
  const { t } = useTranslation('account');
  const statusId = useId();
  const patch = usePatchAccount();
  const [ghostDialog, setGhostDialog] = useState(false);
  const [reminderDismissed, setReminderDismissed] = useState(false);
  const availability = availabilityOf(account);
  const reminder = account.showAvailableReminder && !reminderDismissed && availability === 'unavailable';

  async function toggle() {
    setReminderDismissed(true);
    if (availability === 'ghost') {
      setGhostDialog(true);
      return;
    }
    const available = availability !== 'available';
    try {
      await patch.mutateAsync({ online: available ? new Date().toISOString() : null });
      toastSuccess(available ? t('availability.nowAvailable') : t('availability.nowUnavailable'));
    } catch {
      toastDefaultError();
    }
  }

  const control = (
    <FormControlLabel
      control={
        <Switch
          checked={availability === 'available'}
          onChange={() => void toggle()}
          disabled={patch.isPending}
          slotProps={{ input: { 'aria-describedby': statusId } }}
        />
      }
      label={t('availability.label')}
      sx={{ mr: 0, '& .MuiFormControlLabel-label': { fontWeight: 700 } }}
    />
  );

  return (
    <Box>
      {reminder ? (
        <Tooltip
          open
          arrow
          // Describes the switch rather than renaming it: its name stays "Available now".
          describeChild
          placement="top-start"
          title={isVipActive(account, new Date()) ? t('availability.reminderVip') : t('availability.reminder')}
          {...TOOLTIP_TIMING}
        >
          {control}
        </Tooltip>
      ) : (
        control
      )}
      <Typography id={statusId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t(`availability.status.${availability}`)}
      </Typography>
      <GhostHandlingDialog open={ghostDialog} onClose={() => setGhostDialog(false)} />
    </Box>
  );
}
