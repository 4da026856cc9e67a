import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';
import type { SectionProps } from './field-props';
import { FormSection } from './FormSection';

/**
 * How clients reach the profile: phone and a public email (the sign-in email stays private), and a
 * website, VIP-only on the Quebec site (docs/product.md §6): shown disabled with the way to VIP.
 */
export function ContactSection({ values, set, errors, websiteAllowed }: SectionProps & { websiteAllowed: boolean }) {
  const { t } = useTranslation('account');
  return (
    <FormSection title={t('edit.sections.contact')} hint={t('edit.contactHint')}>
      <TextField
        label={t('edit.phone')}
        name="phone"
        type="tel"
        autoComplete="tel"
        value={values.phone}
        onChange={(event) => set('phone', event.target.value)}
        error={Boolean(errors.phone)}
        helperText={errors.phone ?? t('edit.optional')}
      />
      <TextField
        label={t('edit.contactEmail')}
        name="contactEmail"
        type="email"
        value={values.contactEmail}
        onChange={(event) => set('contactEmail', event.target.value)}
        error={Boolean(errors.contactEmail)}
        helperText={errors.contactEmail ?? t('edit.contactEmailHint')}
      />
      <TextField
        label={t('edit.websiteUrl')}
        name="websiteUrl"
        type="url"
        placeholder="https://"
        value={values.websiteUrl}
        onChange={(event) => set('websiteUrl', event.target.value)}
        disabled={!websiteAllowed}
        error={Boolean(errors.websiteUrl)}
        helperText={
          errors.websiteUrl ??
          (websiteAllowed ? (
            t('edit.optional')
          ) : (
            <>
              {t('edit.websiteVipOnly')}{' '}
              <Link component={LocaleLink} to="/profile?modal=vip" underline="always">
                {t('vip.become')}
              </Link>
            </>
          ))
        }
      />
    </FormSection>
  );
}
