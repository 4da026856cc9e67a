import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  InputAdornment,
  Stack,
  TextField,
} from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Login from '@mui/icons-material/Login';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { StaffActionButton } from '../../common/StaffActionButton';
import type { StaffUser } from '@annuaire/shared';
import { userPath } from './userPath';

/**
 * Log in as (docs/product.md §1, §7): with a reason, the server gives a one-time link valid a few minutes. Opening it
 * in this browser would replace the staff session, so the link is shown to open (a new tab) or copy into
 * a private window.
 */
export function LoginAsButton() {
  const record = useRecordContext<StaffUser>();
  const [url, setUrl] = useState<string | null>(null);
  if (!record || record.role === 'admin' || record.role === 'moderator') return null;
  return (
    <>
      <StaffActionButton
        action="loginAs"
        label="annuaire.users.actions.loginAs"
        icon={<Login />}
        title="annuaire.users.actions.loginAsTitle"
        titleArgs={{ name: record.username }}
        content="annuaire.users.actions.loginAsContent"
        request={(reason) => ({ path: userPath(record.id, 'login-as'), body: { reason } })}
        success="annuaire.users.done.loginLink"
        successArgs={{ name: record.username }}
        onDone={(data) => setUrl((data as { url: string }).url)}
      />
      <LoginLinkDialog url={url} onClose={() => setUrl(null)} />
    </>
  );
}

function LoginLinkDialog({ url, onClose }: { url: string | null; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url ?? '');
      notify('annuaire.users.actions.copied', { type: 'success' });
    } catch {
      notify('annuaire.errors.default', { type: 'error' });
    }
  };
  return (
    <Dialog open={url !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('annuaire.users.actions.loginLink')}</DialogTitle>
      <DialogContent>
        <Stack sx={{ pt: 1 }}>
          <TextField
            label={translate('annuaire.users.actions.loginLink')}
            value={url ?? ''}
            helperText={translate('annuaire.users.actions.loginLinkHelp')}
            slotProps={{
              htmlInput: { readOnly: true },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton aria-label={translate('annuaire.users.actions.copy')} onClick={copy} edge="end">
                      <ContentCopy />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('annuaire.users.actions.close')}</Button>
        <Button
          variant="contained"
          component="a"
          href={url ?? undefined}
          target="_blank"
          rel="noopener noreferrer"
          startIcon={<OpenInNew />}
        >
          {translate('annuaire.users.actions.loginLink')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
