import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { Trans, useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';

/** Age and terms confirmation; the links open the documents in a new tab so the form keeps its input. */
export function TermsConsent({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}) {
  const { t } = useTranslation('auth');
  return (
    <FormControl error={Boolean(error)}>
      <FormControlLabel
        sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -0.75 } }}
        control={
          <Checkbox name="acceptedTerms" checked={checked} onChange={(event) => onChange(event.target.checked)} />
        }
        label={
          <Trans
            t={t}
            i18nKey="register.acceptTerms"
            components={{
              terms: (
                <Link component={LocaleLink} to="/terms-of-service" target="_blank" rel="noopener" underline="always" />
              ),
              privacy: (
                <Link component={LocaleLink} to="/privacy-policy" target="_blank" rel="noopener" underline="always" />
              ),
            }}
          />
        }
      />
      {error && <FormHelperText sx={{ ml: 0 }}>{error}</FormHelperText>}
    </FormControl>
  );
}
