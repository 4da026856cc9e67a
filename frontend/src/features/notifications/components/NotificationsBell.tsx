import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** SPEC §9: the notification popover is at most 380 px wide. */
const POPOVER_MAX_WIDTH = 380;

/**
 * The members' bell and its popover. The notifications API is not built yet, so the popover only knows
 * the empty state; the list, unread count and read-on-close arrive with it.
 */
export function NotificationsBell() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  return (
    <>
      <IconButton
        aria-label={t('nav.notifications')}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? id : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <NotificationsNoneRounded />
      </IconButton>
      <Popover
        id={id}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': t('notifications.title'),
            sx: { width: '100%', maxWidth: POPOVER_MAX_WIDTH, borderRadius: '16px' },
          },
        }}
      >
        <Typography variant="h6" component="h2" sx={{ px: 2.5, pt: 2, pb: 1 }}>
          {t('notifications.title')}
        </Typography>
        <Box sx={{ px: 2.5, pb: 3, pt: 1, textAlign: 'center' }}>
          <NotificationsNoneRounded sx={{ fontSize: 40, color: 'brand.main' }} />
          <Typography sx={{ fontWeight: 600 }}>{t('notifications.empty')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('notifications.emptyHint')}
          </Typography>
        </Box>
      </Popover>
    </>
  );
}
