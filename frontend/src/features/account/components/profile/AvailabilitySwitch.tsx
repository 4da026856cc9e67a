import type { CurrentUser } from '@annuaire/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { variant } from '@/config/variant';
import { availableFromTime } from '@/lib/available-from';
import { toastDefaultError, toastSuccess } from '@/lib/toast';
import { nextTimeInZone } from '../../available-later';
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
  const { t, i18n } = useTranslation('account');
  const statusId = useId();
  const patch = usePatchAccount();
  const [ghostDialog, setGhostDialog] = useState(false);
  const [reminderDismissed, setReminderDismissed] = useState(false);
  const [laterTime, setLaterTime] = useState('21:00');
  // A mark still ahead is "available later" (docs/product.md §4); its time is told in the site's zone.
  const laterAt = account.online !== null && Date.parse(account.online) > new Date().getTime() ? account.online : null;
  const availability = laterAt ? 'unavailable' : availabilityOf(account);
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

  async function showLater() {
    const from = nextTimeInZone(laterTime, new Date(), variant.timeZone);
    if (!from) return;
    try {
      await patch.mutateAsync({ online: from.toISOString() });
      toastSuccess(t('availability.later.saved', { time: availableFromTime(from.toISOString(), i18n.language) }));
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
        {laterAt
          ? t('availability.later.status', { time: availableFromTime(laterAt, i18n.language) })
          : t(`availability.status.${availability}`)}
      </Typography>
      {availability !== 'ghost' && (
        <Box
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            void showLater();
          }}
          sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1.5 }}
        >
          <TextField
            type="time"
            size="small"
            label={t('availability.later.label')}
            value={laterTime}
            onChange={(event) => setLaterTime(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button type="submit" variant="outlined" disabled={patch.isPending || !/^\d{2}:\d{2}$/.test(laterTime)}>
            {t('availability.later.set')}
          </Button>
        </Box>
      )}
      <GhostHandlingDialog open={ghostDialog} onClose={() => setGhostDialog(false)} />
    </Box>
  );
}
