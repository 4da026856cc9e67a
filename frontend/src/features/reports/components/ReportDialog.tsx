import { REPORT_MESSAGE_MAX, REPORT_REASONS } from '@annuaire/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaStatus } from '@/components/CaptchaStatus';
import { ApiError } from '@/lib/api-client';
import { useCaptcha } from '@/lib/captcha/use-captcha';
import { useCurrentUser } from '@/lib/current-user';
import { toastDefaultError, toastInfo, toastSuccess } from '@/lib/toast';
import { useSendReport } from '../api/send-report';

/** The reasons the site offers (older reports may carry others). */
type ReportReason = (typeof REPORT_REASONS)[number];

export interface ReportTarget {
  readonly userId: string;
  readonly username: string;
  /** Set when the report is filed from a conversation with the member. */
  readonly conversationId?: string;
}

/**
 * The report form (docs/product.md §7 /api/reports): a reason, an optional message; a visitor's report carries the
 * proof-of-work captcha, solved while they choose.
 */
export default function ReportDialog({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { user } = useCurrentUser();
  const captcha = useCaptcha();
  const send = useSendReport();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [message, setMessage] = useState('');
  const guest = !user;

  const submit = async () => {
    if (!reason) return;
    try {
      await send.mutateAsync({
        userId: target.userId,
        reason,
        message: message.trim(),
        ...(target.conversationId ? { conversationId: target.conversationId } : {}),
        ...(guest ? { captcha: await captcha.take() } : {}),
      });
      toastSuccess(t('report.sent'));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'already_reported') {
        toastInfo(t('report.already'));
        onClose();
      } else toastDefaultError();
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      onFocus={guest ? captcha.prepare : undefined}
    >
      <DialogTitle id={titleId}>{t('report.title', { username: target.username })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{t('report.intro')}</DialogContentText>
        <RadioGroup
          aria-label={t('report.reason')}
          value={reason ?? ''}
          onChange={(event) => setReason(event.target.value as ReportReason)}
        >
          {REPORT_REASONS.map((option) => (
            <FormControlLabel key={option} value={option} control={<Radio />} label={t(`report.reasons.${option}`)} />
          ))}
        </RadioGroup>
        <TextField
          label={t('report.message')}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          multiline
          minRows={3}
          slotProps={{ htmlInput: { maxLength: REPORT_MESSAGE_MAX } }}
        />
        {guest && <CaptchaStatus solving={captcha.solving} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} color="inherit">
          {t('report.cancel')}
        </Button>
        <Button
          onClick={() => void submit()}
          variant="contained"
          color="error"
          disabled={!reason}
          loading={send.isPending || captcha.solving}
        >
          {t('report.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
