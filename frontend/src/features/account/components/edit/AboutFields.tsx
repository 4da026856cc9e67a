import { BIO_MAX, GENDERS, HEADLINE_MAX } from '@annuaire/shared';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { Gender } from '@annuaire/shared';
import { counted, type SectionProps } from './field-props';
import { FormSection } from './FormSection';

/** Headline (at most 80 characters, docs/product.md §5), description and gender. */
export function AboutFields({ values, set, errors }: SectionProps) {
  const { t } = useTranslation('account');
  return (
    <FormSection title={t('edit.sections.about')}>
      <TextField
        label={t('edit.headline')}
        name="headline"
        value={values.headline}
        onChange={(event) => set('headline', event.target.value)}
        error={Boolean(errors.headline)}
        helperText={counted(values.headline.length, HEADLINE_MAX, errors.headline, t('edit.headlineHint'))}
      />
      <TextField
        label={t('edit.bio')}
        name="bio"
        multiline
        minRows={5}
        value={values.bio}
        onChange={(event) => set('bio', event.target.value)}
        error={Boolean(errors.bio)}
        helperText={counted(values.bio.length, BIO_MAX, errors.bio)}
      />
      <TextField
        select
        label={t('edit.gender')}
        name="gender"
        value={values.gender}
        onChange={(event) => set('gender', event.target.value as Gender)}
        error={Boolean(errors.gender)}
        helperText={errors.gender}
        sx={{ maxWidth: 320 }}
      >
        {GENDERS.map((gender) => (
          <MenuItem key={gender} value={gender}>
            {t(`edit.genders.${gender}`)}
          </MenuItem>
        ))}
      </TextField>
    </FormSection>
  );
}
