import { TOUR_DESCRIPTION_MAX, TOUR_MAX_DESTINATIONS, TOUR_MAX_MONTHS_AHEAD, TOUR_MAX_WEEKS } from '@annuaire/shared';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { counted, type SectionProps } from './field-props';
import { FormSection } from './FormSection';

/** Tour mode (docs/product.md §5): up to 2 destinations, 4 weeks at most, 160 characters, starting within 3 months. */
export function TourFields({ values, set, errors }: SectionProps) {
  const { t } = useTranslation('account');
  const destination = (index: 0 | 1) => (event: { target: { value: string } }) => {
    const next: [string, string] = [...values.tourDestinations];
    next[index] = event.target.value;
    set('tourDestinations', next);
  };
  return (
    <FormSection
      title={t('edit.sections.tour')}
      hint={t('edit.tourHint', {
        destinations: TOUR_MAX_DESTINATIONS,
        weeks: TOUR_MAX_WEEKS,
        months: TOUR_MAX_MONTHS_AHEAD,
      })}
    >
      <FormControlLabel
        control={<Switch checked={values.tourOn} onChange={(event) => set('tourOn', event.target.checked)} />}
        label={t('edit.tourOn')}
      />
      {values.tourOn && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          <TextField
            label={t('edit.tourDestination', { number: 1 })}
            value={values.tourDestinations[0]}
            onChange={destination(0)}
            error={Boolean(errors['tour.destinations'])}
            helperText={errors['tour.destinations']}
          />
          <TextField
            label={t('edit.tourDestination', { number: 2 })}
            value={values.tourDestinations[1]}
            onChange={destination(1)}
            helperText={t('edit.optional')}
          />
          <TextField
            type="date"
            label={t('edit.tourStartsOn')}
            value={values.tourStartsOn}
            onChange={(event) => set('tourStartsOn', event.target.value)}
            error={Boolean(errors['tour.startsOn'])}
            helperText={errors['tour.startsOn']}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            label={t('edit.tourEndsOn')}
            value={values.tourEndsOn}
            onChange={(event) => set('tourEndsOn', event.target.value)}
            error={Boolean(errors['tour.endsOn'])}
            helperText={errors['tour.endsOn']}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label={t('edit.tourDescription')}
            value={values.tourDescription}
            onChange={(event) => set('tourDescription', event.target.value)}
            error={Boolean(errors['tour.description'])}
            helperText={counted(values.tourDescription.length, TOUR_DESCRIPTION_MAX, errors['tour.description'])}
            multiline
            minRows={2}
            sx={{ gridColumn: { sm: '1 / -1' } }}
          />
        </Box>
      )}
      {errors.tour && (
        <Typography color="error" variant="body2">
          {errors.tour}
        </Typography>
      )}
    </FormSection>
  );
}
