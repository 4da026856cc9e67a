import { AGE_MAX, AGE_MIN, RATE_PLACES, RATES_MAX, SPOKEN_LANGUAGES, type SpokenLanguage } from '@annuaire/shared';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { durationText, languageName, RATE_DURATIONS } from '@/lib/rates';
import type { SectionProps } from './field-props';
import { FormSection } from './FormSection';
import type { RateRow } from './profile-form';

/**
 * Age, languages spoken and rates (docs/product.md §3, §5): all optional. The age shows publicly only once the
 * profile is verified, which the hint says so nobody is surprised.
 */
export function FactsFields({ values, set, errors }: SectionProps) {
  const { t } = useTranslation('account');
  const { t: tp } = useTranslation('profile');
  const setRate = (index: number, change: Partial<RateRow>) =>
    set(
      'rates',
      values.rates.map((rate, at) => (at === index ? { ...rate, ...change } : rate)),
    );
  const nextDuration = RATE_DURATIONS.find((minutes) => !values.rates.some((rate) => rate.minutes === minutes)) ?? 60;
  return (
    <FormSection title={t('facts.title')} hint={t('facts.hint')}>
      <TextField
        label={t('facts.age')}
        name="age"
        type="number"
        value={values.age}
        onChange={(event) => set('age', event.target.value)}
        error={Boolean(errors.age)}
        helperText={errors.age ?? t('facts.ageHint')}
        slotProps={{ htmlInput: { min: AGE_MIN, max: AGE_MAX, inputMode: 'numeric' } }}
        sx={{ maxWidth: 200 }}
      />
      <Autocomplete
        multiple
        options={SPOKEN_LANGUAGES as readonly string[]}
        value={values.languages}
        onChange={(_event, languages) => set('languages', languages)}
        getOptionLabel={(code) => languageName(code as SpokenLanguage, tp)}
        filterSelectedOptions
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('facts.languages')}
            error={Boolean(errors.languages ?? errors['languages.0'])}
            helperText={errors.languages ?? errors['languages.0']}
          />
        )}
      />
      <Box role="group" aria-label={t('facts.rates')} sx={{ display: 'grid', gap: 1.5 }}>
        {values.rates.map((rate, index) => {
          const number = index + 1;
          const error = errors[`rates.${index}`];
          return (
            <Box key={index} sx={{ display: 'grid', gap: 0.5 }}>
              <Box
                sx={{
                  display: 'grid',
                  gap: 1,
                  alignItems: 'start',
                  gridTemplateColumns: { xs: '1fr 1fr auto', sm: '1fr 1fr 1fr auto' },
                }}
              >
                <TextField
                  select
                  label={t('facts.duration', { number })}
                  value={rate.minutes}
                  onChange={(event) => setRate(index, { minutes: Number(event.target.value) })}
                >
                  {[...new Set([...RATE_DURATIONS, rate.minutes])].map((minutes) => (
                    <MenuItem key={minutes} value={minutes}>
                      {durationText(minutes, tp)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  label={t('facts.price', { number })}
                  type="number"
                  value={rate.price}
                  onChange={(event) => setRate(index, { price: event.target.value })}
                  error={Boolean(error)}
                  slotProps={{
                    htmlInput: { min: 1, inputMode: 'numeric' },
                    input: { endAdornment: <InputAdornment position="end">$</InputAdornment> },
                  }}
                />
                <TextField
                  select
                  label={t('facts.place', { number })}
                  value={rate.place}
                  onChange={(event) => setRate(index, { place: event.target.value as RateRow['place'] })}
                  sx={{ gridColumn: { xs: '1 / 3', sm: 'auto' } }}
                >
                  {RATE_PLACES.map((place) => (
                    <MenuItem key={place} value={place}>
                      {tp(`profile.${place}`)}
                    </MenuItem>
                  ))}
                </TextField>
                <IconButton
                  aria-label={t('facts.removeRate', { number })}
                  onClick={() =>
                    set(
                      'rates',
                      values.rates.filter((_rate, at) => at !== index),
                    )
                  }
                  sx={{ mt: 1, gridRow: { xs: 1, sm: 'auto' }, gridColumn: { xs: 3, sm: 'auto' } }}
                >
                  <DeleteOutlineRounded />
                </IconButton>
              </Box>
              {error && <FormHelperText error>{error}</FormHelperText>}
            </Box>
          );
        })}
        {errors.rates && <FormHelperText error>{errors.rates}</FormHelperText>}
        {values.rates.length < RATES_MAX && (
          <Button
            variant="outlined"
            startIcon={<AddRounded />}
            onClick={() => set('rates', [...values.rates, { minutes: nextDuration, price: '', place: 'incall' }])}
            sx={{ justifySelf: 'start' }}
          >
            {t('facts.addRate')}
          </Button>
        )}
      </Box>
    </FormSection>
  );
}
