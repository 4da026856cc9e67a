import type { CurrentUser } from '@annuaire/shared';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useGhostMode } from './use-ghost-mode';

/**
 * Ghost mode (docs/product.md §4): hiding from listings, search and messaging is asked for confirmation first;
 * coming back is immediate. Either way a toast says it is done.
 */
export function GhostModeSwitch({ account }: { account: CurrentUser }) {
  const { t } = useTranslation('account');
  const statusId = useId();
  const { setGhost, pending } = useGhostMode();
  const [confirming, setConfirming] = useState(false);

  const onChange = () => {
    if (account.ghost) void setGhost(false);
    else setConfirming(true);
  };

  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={account.ghost}
            onChange={onChange}
            disabled={pending}
            slotProps={{ input: { 'aria-describedby': statusId } }}
          />
        }
        label={t('ghost.label')}
        sx={{ mr: 0, '& .MuiFormControlLabel-label': { fontWeight: 700 } }}
      />
      <Typography id={statusId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {account.ghost ? t('ghost.statusOn') : t('ghost.statusOff')}
      </Typography>
      <ConfirmDialog
        open={confirming}
        title={t('ghost.confirmTitle')}
        body={t('ghost.confirmBody')}
        confirm={t('ghost.turnOn')}
        cancel={t('common.cancel')}
        busy={pending}
        onClose={() => setConfirming(false)}
        onConfirm={() => void setGhost(true).then(() => setConfirming(false))}
      />
    </Box>
  );
}
