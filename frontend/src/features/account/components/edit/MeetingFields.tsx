import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import { useTranslation } from 'react-i18next';
import type { SectionProps } from './field-props';
import { FormSection } from './FormSection';

const MODES = ['incall', 'outcall', 'virtual'] as const;

/**
 * Incall, outcall, virtual. While staff keep the profile to virtual only (docs/product.md §4 virtualLocked), the
 * three are shown as they are and cannot be changed; the server refuses the change too.
 */
export function MeetingFields({ values, set, locked }: SectionProps & { locked: boolean }) {
  const { t } = useTranslation('account');
  return (
    <FormSection title={t('edit.sections.meeting')}>
      <FormGroup row role="group" aria-label={t('edit.sections.meeting')}>
        {MODES.map((mode) => (
          <FormControlLabel
            key={mode}
            control={<Checkbox checked={values[mode]} onChange={(event) => set(mode, event.target.checked)} />}
            label={t(`edit.meeting.${mode}`)}
            disabled={locked}
          />
        ))}
      </FormGroup>
      {locked && <FormHelperText>{t('edit.virtualLocked')}</FormHelperText>}
    </FormSection>
  );
}
