import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { Trans, useTranslation } from 'react-i18next';
import { DocumentLink, DocumentModal } from '@/features/info';

/**
 * Age and terms confirmation; the links open the documents in their dialogs (`?termsOfService=open`,
 * `?privacyPolicy=open`, docs/product.md §2), so the form keeps its input.
 */
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
              terms: <DocumentLink name="termsOfService" />,
              privacy: <DocumentLink name="privacyPolicy" />,
            }}
          />
        }
      />
      {error && <FormHelperText sx={{ ml: 0 }}>{error}</FormHelperText>}
      <DocumentModal name="termsOfService" />
      <DocumentModal name="privacyPolicy" />
    </FormControl>
  );
}
