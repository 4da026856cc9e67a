import { PROFILE_TAGS } from '@annuaire/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SectionProps } from './field-props';
import { FormSection } from './FormSection';

/**
 * The service tags of docs/product.md §3, each a toggle button in the page's language (the directory's labels, so a
 * tag reads the same on the edit form and on the profile).
 */
export function TagPicker({ values, set, errors }: SectionProps) {
  const { t } = useTranslation('account');
  const { t: td } = useTranslation('directory');
  const chosen = new Set(values.tags);
  const toggle = (tag: string) =>
    set('tags', chosen.has(tag) ? values.tags.filter((other) => other !== tag) : [...values.tags, tag]);
  return (
    <FormSection title={t('edit.sections.tags')} hint={t('edit.tagsHint')}>
      <Box role="group" aria-label={t('edit.sections.tags')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {PROFILE_TAGS.map((tag) => (
          <Chip
            key={tag}
            component="button"
            type="button"
            label={td(`tags.${tag}`)}
            aria-pressed={chosen.has(tag)}
            onClick={() => toggle(tag)}
            color={chosen.has(tag) ? 'primary' : 'default'}
            variant={chosen.has(tag) ? 'filled' : 'outlined'}
          />
        ))}
      </Box>
      {errors.tags && (
        <Typography color="error" variant="body2">
          {errors.tags}
        </Typography>
      )}
    </FormSection>
  );
}
