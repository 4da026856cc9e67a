import {
  TOUR_DESCRIPTION_MAX,
  TOUR_MAX_DESTINATIONS,
  TOUR_MAX_MONTHS_AHEAD,
  TOUR_MAX_WEEKS,
  type CurrentUser,
} from '@annuaire/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';
import { useQueryModal } from '@/lib/use-query-modal';
import { ACCOUNT_MODALS } from '../../modals';

/** A tour's `YYYY-MM-DD` day in the page's language; the day is the member's, so it is read in UTC. */
function dayOf(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/**
 * `?tourMode=open` on /profile (docs/product.md §2, §5): the member's planned tour as visitors will read it, or
 * that none is planned, with the tour rules and the way to /edit where it is changed.
 */
export function TourModeDialog({ account }: { account: CurrentUser }) {
  const { t, i18n } = useTranslation('account');
  const titleId = useId();
  const { open, closeModal } = useQueryModal(ACCOUNT_MODALS.tourMode);
  const tour = account.tour;
  return (
    <Dialog open={open} onClose={closeModal} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('modals.tour.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        {tour ? (
          <>
            <Typography sx={{ fontWeight: 700 }}>
              {t('modals.tour.planned', {
                destinations: tour.destinations.join(', '),
                from: dayOf(tour.startsOn, i18n.language),
                to: dayOf(tour.endsOn, i18n.language),
              })}
            </Typography>
            {tour.description && <Typography sx={{ whiteSpace: 'pre-line' }}>{tour.description}</Typography>}
          </>
        ) : (
          <Typography>{t('modals.tour.none')}</Typography>
        )}
        <DialogContentText variant="body2">
          {t('modals.tour.rules', {
            destinations: TOUR_MAX_DESTINATIONS,
            weeks: TOUR_MAX_WEEKS,
            characters: TOUR_DESCRIPTION_MAX,
            months: TOUR_MAX_MONTHS_AHEAD,
          })}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={closeModal} color="inherit">
          {t('common.close')}
        </Button>
        <Button component={LocaleLink} to="/edit" variant="contained">
          {tour ? t('modals.tour.edit') : t('modals.tour.plan')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
