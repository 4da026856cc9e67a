import type { CurrentUser } from '@annuaire/shared';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useQueryModal } from '@/lib/use-query-modal';
import { ACCOUNT_MODALS } from '../../modals';
import { useGhostMode } from './use-ghost-mode';

/**
 * Ghost mode (docs/product.md §4): hiding from listings, search and messaging is asked for confirmation first;
 * coming back is immediate. Either way a toast says it is done. The confirmation lives in the address
 * (`?confirmation=open`, docs/product.md §2); a member already hidden has nothing to confirm.
 */
export function GhostModeSwitch({ account }: { account: CurrentUser }) {
  const { t } = useTranslation('account');
  const statusId = useId();
  const { setGhost, pending } = useGhostMode();
  const confirmation = useQueryModal(ACCOUNT_MODALS.confirmation);

  const onChange = () => {
    if (account.ghost) void setGhost(false);
    else confirmation.openModal();
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
        open={confirmation.open && !account.ghost}
        title={t('ghost.confirmTitle')}
        body={t('ghost.confirmBody')}
        confirm={t('ghost.turnOn')}
        cancel={t('common.cancel')}
        busy={pending}
        onClose={confirmation.closeModal}
        onConfirm={() => void setGhost(true).then(() => confirmation.closeModal())}
      />
    </Box>
  );
}
