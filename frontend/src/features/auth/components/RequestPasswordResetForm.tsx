import { ResetPasswordRequest } from '@annuaire/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CaptchaStatus } from '@/components/CaptchaStatus';
import { LocaleLink } from '@/components/LocaleLink';
import { useCaptcha } from '@/lib/captcha/use-captcha';
import { formErrorsFromApi } from '@/lib/form-errors';
import { validateForm, type FieldErrors } from '@/lib/validation';
import { useRequestPasswordReset } from '../api/reset-password';
import { AuthCard } from './AuthCard';
import { DoneMessage } from './DoneMessage';

/** Asks for a reset link. The answer never says whether the address has an account (no account probing). */
export function RequestPasswordResetForm() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const request = useRequestPasswordReset();
  const captcha = useCaptcha();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email'>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = validateForm<z.infer<typeof ResetPasswordRequest>, 'email'>(ResetPasswordRequest, { email }, tc);
    if (!checked.success) return setErrors(checked.errors);
    setErrors({});
    try {
      await request.mutateAsync({ ...checked.data, captcha: await captcha.take() });
      setSentTo(checked.data.email);
    } catch (error) {
      setErrors(formErrorsFromApi(error, ['email']));
    }
  }

  if (sentTo) {
    return (
      <AuthCard title={t('resetPassword.sentTitle')}>
        <DoneMessage
          body={t('resetPassword.sentBody', { email: sentTo })}
          action={t('resetPassword.backToLogin')}
          to="/login"
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={t('resetPassword.requestTitle')}
      subtitle={t('resetPassword.requestSubtitle')}
      footer={
        <Link component={LocaleLink} to="/login" sx={{ fontWeight: 600 }}>
          {t('resetPassword.backToLogin')}
        </Link>
      }
    >
      <Box component="form" noValidate onSubmit={onSubmit} onFocus={captcha.prepare} sx={{ display: 'grid', gap: 2 }}>
        <TextField
          label={t('resetPassword.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={Boolean(errors.email)}
          helperText={errors.email}
          required
        />
        <Button type="submit" variant="contained" size="large" loading={request.isPending || captcha.solving}>
          {t('resetPassword.requestSubmit')}
        </Button>
        <CaptchaStatus solving={captcha.solving} />
      </Box>
    </AuthCard>
  );
}
