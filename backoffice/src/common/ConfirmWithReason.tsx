import { useId, useState, type ReactNode } from 'react';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';

/** The server's rule for a staff action's reason (backend/src/users/schema.ts `Reason`): 3 to 500 characters. */
export const REASON_MIN_LENGTH = 3;
export const REASON_MAX_LENGTH = 500;

/** `required`: money, roles or identity (issue 8); `optional`: recorded when given; `hidden`: no field. */
export type ReasonMode = 'required' | 'optional' | 'hidden';

export interface ConfirmWithReasonProps {
  readonly open: boolean;
  /** A translation key (or plain text), translated with `titleArgs`. */
  readonly title: string;
  readonly titleArgs?: Record<string, unknown>;
  /** A translation key translated with `contentArgs`, or any node. */
  readonly content?: ReactNode;
  readonly contentArgs?: Record<string, unknown>;
  /** Default `required`: confirm stays disabled until a reason is given. */
  readonly reason?: ReasonMode;
  /** Fields of the action (amount, date, ...), shown above the reason. */
  readonly children?: ReactNode;
  /** Whether those fields are valid; confirm stays disabled while false. */
  readonly valid?: boolean;
  /** Translation key of the confirm button; default "Confirm". */
  readonly confirmLabel?: string;
  readonly confirmColor?: 'primary' | 'error' | 'warning';
  /** While the action runs: buttons disabled, a spinner on confirm. */
  readonly loading?: boolean;
  /** Receives the trimmed reason ('' when none was asked or given). */
  readonly onConfirm: (reason: string) => void;
  readonly onClose: () => void;
}

/** Whether a reason passes the server's rule, so a refusal never surprises after confirming. */
export const isValidReason = (reason: string) =>
  reason.trim().length >= REASON_MIN_LENGTH && reason.trim().length <= REASON_MAX_LENGTH;

/**
 * The confirmation of a staff action that changes state: what will happen, the action's own fields, and
 * the reason recorded in the event metadata with the actor (required where it touches money, roles or
 * identity). The reason is cleared each time the dialog opens.
 */
export function ConfirmWithReason({
  open,
  title,
  titleArgs,
  content,
  contentArgs,
  reason: mode = 'required',
  children,
  valid = true,
  confirmLabel = 'annuaire.confirm.confirm',
  confirmColor = 'primary',
  loading = false,
  onConfirm,
  onClose,
}: ConfirmWithReasonProps) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const titleId = useId();
  // Each opening starts with an empty reason: reset while rendering, as React advises for state that
  // follows a prop, so the dialog never shows the last reason for one render.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) {
      setReason('');
      setTouched(false);
    }
  }

  const trimmed = reason.trim();
  const reasonOk = mode !== 'required' ? trimmed.length === 0 || isValidReason(trimmed) : isValidReason(trimmed);
  const canConfirm = valid && reasonOk && !loading;
  const showError = touched && !reasonOk;

  return (
    <Dialog open={open} onClose={loading ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate(title, { _: title, ...titleArgs })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          {typeof content === 'string' ? (
            <DialogContentText>{translate(content, { _: content, ...contentArgs })}</DialogContentText>
          ) : (
            content
          )}
          {children}
          {mode !== 'hidden' && (
            <TextField
              label={translate('annuaire.confirm.reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              onBlur={() => setTouched(true)}
              required={mode === 'required'}
              multiline
              minRows={2}
              fullWidth
              error={showError}
              helperText={
                showError
                  ? translate('annuaire.confirm.reasonTooShort', { min: REASON_MIN_LENGTH })
                  : mode === 'required'
                    ? translate('annuaire.confirm.reasonHelp')
                    : undefined
              }
              slotProps={{ htmlInput: { maxLength: REASON_MAX_LENGTH } }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading}>
          {translate('annuaire.confirm.cancel')}
        </Button>
        <Button
          variant="contained"
          color={confirmColor}
          disabled={!canConfirm}
          onClick={() => onConfirm(mode === 'hidden' ? '' : trimmed)}
          startIcon={loading ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {translate(confirmLabel, { _: confirmLabel })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
