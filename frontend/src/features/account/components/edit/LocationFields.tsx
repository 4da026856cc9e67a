import { citiesOf, findRegion, provincesOf, regionsOf } from '@annuaire/shared';
import Box from '@mui/material/Box';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { variant } from '@/config/variant';
import { useLocale } from '@/lib/use-locale';
import type { ProfileFormValues } from './profile-form';
import type { SectionProps } from './field-props';
import { FormSection } from './FormSection';

interface PlacePickerProps {
  label: string;
  region: string;
  city: string;
  onChange: (region: string, city: string) => void;
  regionError?: string;
  cityError?: string;
}

/** Region then city (docs/product.md §2 location pickers); a standalone region has no cities and is the place itself. */
function PlacePicker({ label, region, city, onChange, regionError, cityError }: PlacePickerProps) {
  const { t } = useTranslation('account');
  const { locale } = useLocale();
  const provinces = provincesOf(variant.website);
  const chosen = region ? findRegion(undefined, region) : undefined;
  const cities = chosen && !chosen.standalone ? citiesOf(chosen.key) : [];

  const regionOptions = provinces.flatMap((province) => [
    ...(provinces.length > 1 ? [<ListSubheader key={province.key}>{province.label[locale]}</ListSubheader>] : []),
    ...regionsOf(province.key).map((option) => (
      <MenuItem key={option.key} value={option.key}>
        {option.label[locale]}
      </MenuItem>
    )),
  ]);

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
      <TextField
        select
        label={t('edit.location.region', { place: label })}
        value={region}
        onChange={(event) => onChange(event.target.value, '')}
        error={Boolean(regionError)}
        helperText={regionError}
      >
        <MenuItem value="">{t('edit.location.none')}</MenuItem>
        {regionOptions}
      </TextField>
      {cities.length > 0 && (
        <TextField
          select
          label={t('edit.location.city', { place: label })}
          value={city}
          onChange={(event) => onChange(region, event.target.value)}
          error={Boolean(cityError)}
          helperText={cityError}
        >
          {cities.map((option) => (
            <MenuItem key={option.key} value={option.key}>
              {option.label[locale]}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Box>
  );
}

/** The main listing place and an optional second one the profile also appears in. */
export function LocationFields({ values, set, errors }: SectionProps) {
  const { t } = useTranslation('account');
  const pick =
    (regionKey: keyof ProfileFormValues & ('region' | 'secondaryRegion'), cityKey: 'city' | 'secondaryCity') =>
    (region: string, city: string) => {
      set(regionKey, region);
      set(cityKey, city);
    };
  return (
    <FormSection title={t('edit.sections.location')} hint={t('edit.locationHint')}>
      <PlacePicker
        label={t('edit.location.main')}
        region={values.region}
        city={values.city}
        onChange={pick('region', 'city')}
        regionError={errors['location.region'] ?? errors.location}
        cityError={errors['location.city']}
      />
      <PlacePicker
        label={t('edit.location.secondary')}
        region={values.secondaryRegion}
        city={values.secondaryCity}
        onChange={pick('secondaryRegion', 'secondaryCity')}
        regionError={errors['secondaryLocation.region'] ?? errors.secondaryLocation}
        cityError={errors['secondaryLocation.city']}
      />
    </FormSection>
  );
}
