import { ResetEmailRequest } from '@annuaire/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CaptchaStatus } from '@/components/CaptchaStatus';
import { useCaptcha } from '@/lib/captcha/use-captcha';
import { formErrorsFromApi } from '@/lib/form-errors';
import { validateForm, type FieldErrors } from '@/lib/validation';
import { useRequestEmailChange } from '../api/reset-email';
import { AuthCard } from './AuthCard';
import { DoneMessage } from './DoneMessage';

/** A signed-in member asks to move to a new address; the confirmation link goes to that address. */
export function RequestEmailChangeForm() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const request = useRequestEmailChange();
  const captcha = useCaptcha();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email'>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = validateForm<z.infer<typeof ResetEmailRequest>, 'email'>(ResetEmailRequest, { email }, tc);
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
      <AuthCard title={t('resetEmail.sentTitle')}>
        <DoneMessage body={t('resetEmail.sentBody', { email: sentTo })} action={t('resetEmail.home')} to="/" />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('resetEmail.requestTitle')} subtitle={t('resetEmail.requestSubtitle')}>
      <Box component="form" noValidate onSubmit={onSubmit} onFocus={captcha.prepare} sx={{ display: 'grid', gap: 2 }}>
        <TextField
          label={t('resetEmail.newEmail')}
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
          {t('resetEmail.requestSubmit')}
        </Button>
        <CaptchaStatus solving={captcha.solving} />
      </Box>
    </AuthCard>
  );
}
