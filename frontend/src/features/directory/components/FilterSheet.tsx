import type { ParsedListingPath } from '@annuaire/shared';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Slide from '@mui/material/Slide';
import type { TransitionProps } from '@mui/material/transitions';
import Typography from '@mui/material/Typography';
import { forwardRef, useId, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { countFilters, withoutFilters, type ListingFilters } from '../listing-filters';
import { FilterChoices } from './FilterChoices';
import { PlaceBar } from './PlaceBar';

/** The sheet rises from the bottom edge, where the thumb is. */
const SlideUp = forwardRef(function SlideUp(props: TransitionProps & { children: ReactElement }, ref) {
  return <Slide direction="up" ref={ref} {...props} />;
});

interface FilterSheetProps {
  open: boolean;
  onClose: () => void;
  parsed: ParsedListingPath;
  filters: ListingFilters;
  total?: number;
  busy: boolean;
  onChange: (next: ListingFilters) => void;
}

/**
 * The phones' filter sheet: a dialog rising from the bottom of the screen (its focus held inside, closed by Escape,
 * the close button or a tap outside) with the order, the filters and the place. Every choice applies at once, as in
 * the filter bar, so the cards behind and the count on the main button follow; that button only closes the sheet.
 */
export function FilterSheet({ open, onClose, parsed, filters, total, busy, onChange }: FilterSheetProps) {
  const { t } = useTranslation('directory');
  const { t: tc } = useTranslation();
  const titleId = useId();
  const known = total !== undefined && !busy;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      scroll="paper"
      slots={{ transition: SlideUp }}
      slotProps={{
        container: { sx: { alignItems: { xs: 'flex-end', sm: 'center' } } },
        paper: {
          sx: {
            m: { xs: 0, sm: 4 },
            width: { xs: '100%', sm: 'calc(100% - 64px)' },
            maxHeight: { xs: 'calc(100% - 32px)', sm: 'calc(100% - 64px)' },
            borderRadius: { xs: '20px 20px 0 0', sm: '20px' },
          },
        },
      }}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1.25, pr: 1 }}>
        <Box component="span" sx={{ flex: 1 }}>
          {t('filters.title')}
        </Box>
        <IconButton onClick={onClose} aria-label={tc('misc.close')}>
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2.25, px: 2, py: 2 }}>
        <FilterChoices category={parsed.category} filters={filters} onChange={onChange} layout="stacked" />
        <Box sx={{ display: 'grid', gap: 0.75 }}>
          {/* The place bar is a navigation landmark named the same: this label is for the eye. */}
          <Typography
            aria-hidden="true"
            variant="caption"
            color="text.secondary"
            sx={{ fontWeight: 700, lineHeight: '24px', letterSpacing: '0.06em', textTransform: 'uppercase' }}
          >
            {t('location.label')}
          </Typography>
          <PlaceBar parsed={parsed} filters={filters} layout="sheet" />
        </Box>
      </DialogContent>
      <DialogActions disableSpacing sx={{ gap: 1, px: 2, pt: 1.5, pb: 'calc(12px + env(safe-area-inset-bottom))' }}>
        {countFilters(filters) > 0 && (
          <Button color="inherit" onClick={() => onChange(withoutFilters(filters))}>
            {t('filters.clear')}
          </Button>
        )}
        <Button variant="contained" onClick={onClose} sx={{ flex: 1 }}>
          {known ? t('filters.show', { count: total }) : t('filters.showPending')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
