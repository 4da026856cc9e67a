import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Popover from '@mui/material/Popover';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

/** docs/product.md §9: the notification popover is at most 380 px wide. */
export const POPOVER_MAX_WIDTH = 380;

/** The list and its texts (the `messages` namespace) come after the popover frame. */
const NotificationsPanel = lazy(() => import('./NotificationsPanel').then((m) => ({ default: m.NotificationsPanel })));

interface NotificationsPopoverProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/**
 * The bell's popover. A module of its own, loaded when the bell is first hovered, focused or pressed:
 * the popover brings MUI's modal machinery (focus trap, portal, transitions) that most page views never use.
 */
export default function NotificationsPopover({ id, anchor, onClose }: NotificationsPopoverProps) {
  const { t } = useTranslation();
  return (
    <Popover
      id={id}
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': t('notifications.title'),
          sx: {
            width: 'calc(100vw - 24px)',
            maxWidth: POPOVER_MAX_WIDTH,
            maxHeight: 'min(600px, calc(100dvh - 96px))',
            display: 'flex',
            flexDirection: 'column',
            borderRadius: '16px',
            mt: 1,
          },
        },
      }}
    >
      <Suspense
        fallback={
          <Box sx={{ display: 'grid', placeItems: 'center', py: 5 }}>
            <CircularProgress size={28} aria-label={t('misc.loading')} />
          </Box>
        }
      >
        <NotificationsPanel onLeave={onClose} />
      </Suspense>
    </Popover>
  );
}
