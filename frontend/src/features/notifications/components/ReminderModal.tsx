import CloseRounded from '@mui/icons-material/CloseRounded';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReminderKey } from '../modal-rules';

/**
 * docs/product.md §4: one VIP reminder (expiring, expired, or an invitation). Either button or a dismissal closes
 * it; the caller records the reminder as seen whichever way it closed.
 */
export function ReminderModal({
  reminder,
  onClose,
  onSeeVip,
}: {
  reminder: ReminderKey;
  onClose: () => void;
  onSeeVip: () => void;
}) {
  const { t } = useTranslation('messages');
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={bodyId} maxWidth="xs" fullWidth>
      <IconButton onClick={onClose} aria-label={t('reminders.close')} sx={{ position: 'absolute', top: 8, right: 8 }}>
        <CloseRounded />
      </IconButton>
      <DialogContent sx={{ textAlign: 'center', pt: 5, px: { xs: 3, sm: 4 } }}>
        <Box
          aria-hidden
          sx={{
            width: 68,
            height: 68,
            mx: 'auto',
            mb: 2,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            background: (theme) => theme.vars.palette.vip.gradient,
            color: '#3A2A00',
            '& svg': { fontSize: 36 },
          }}
        >
          <WorkspacePremiumOutlined />
        </Box>
        <Typography id={titleId} variant="h3" component="h2" sx={{ mb: 1.5 }}>
          {t(`reminders.${reminder}.title`)}
        </Typography>
        <Typography id={bodyId} color="text.secondary">
          {t(`reminders.${reminder}.body`)}
        </Typography>
      </DialogContent>
      <DialogActions
        sx={{
          flexDirection: 'column',
          gap: 1,
          px: { xs: 3, sm: 4 },
          pb: 3,
          pt: 1,
          '& > :not(style) ~ :not(style)': { ml: 0 },
        }}
      >
        <Button variant="contained" size="large" fullWidth onClick={onSeeVip} color="secondary">
          {t(`reminders.${reminder}.cta`)}
        </Button>
        <Button fullWidth color="inherit" onClick={onClose}>
          {t('reminders.later')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
