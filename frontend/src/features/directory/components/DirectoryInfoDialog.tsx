import { VISIBILITY_RULES } from '@annuaire/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';
import { useQueryModal } from '@/lib/use-query-modal';
import { DIRECTORY_INFO_MODAL } from '../place-modals';

/** docs/product.md §9: the online dot lasts this long after an availability mark (backend `AVAILABLE_HOURS`). */
const AVAILABLE_HOURS = 12;

const TOPICS = ['order', 'availability', 'review', 'badges'] as const;

/**
 * `?directoryInfo=open` on a listing (docs/product.md §2): how the listings work, in the words of docs/product.md
 * §4 and §9 (the order, the availability dot, review and inactivity, the badges) and where to read about fraud.
 */
export function DirectoryInfoDialog() {
  const { t } = useTranslation('directory');
  const titleId = useId();
  const { open, closeModal } = useQueryModal(DIRECTORY_INFO_MODAL);
  const values = {
    hours: AVAILABLE_HOURS,
    days: VISIBILITY_RULES.inactiveDays,
    newHours: VISIBILITY_RULES.newUserHours,
  };
  return (
    <Dialog open={open} onClose={closeModal} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('directoryInfo.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {TOPICS.map((topic) => (
          <Box component="section" key={topic}>
            <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 0.5 }}>
              {t(`directoryInfo.${topic}.heading`)}
            </Typography>
            <Typography color="text.secondary">{t(`directoryInfo.${topic}.body`, values)}</Typography>
          </Box>
        ))}
        <Typography color="text.secondary">
          {t('directoryInfo.safety')}{' '}
          <Link component={LocaleLink} to="/fraud-prevention" underline="always">
            {t('directoryInfo.safetyLink')}
          </Link>
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={closeModal} variant="contained">
          {t('directoryInfo.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
