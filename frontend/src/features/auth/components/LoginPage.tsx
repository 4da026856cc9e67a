import { LoginInput } from '@annuaire/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import { useState, type FormEvent } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CaptchaStatus } from '@/components/CaptchaStatus';
import { FormTextField } from '@/components/FormTextField';
import { LocaleLink } from '@/components/LocaleLink';
import { ApiError } from '@/lib/api-client';
import { useCaptcha } from '@/lib/captcha/use-captcha';
import { usePageMeta } from '@/lib/head';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useLogin } from '../api/login';
import { AuthCard } from './AuthCard';

/** /login. On success the current user is cached and the visitors-only guard sends the member on. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  usePageMeta(t('login.meta.title'), t('login.meta.description'));
  const login = useLogin();
  const captcha = useCaptcha();
  const form = useSchemaForm(LoginInput, {
    defaultValues: { identifier: '', password: '', remember: false },
    fields: ['identifier', 'password'],
  });
  const [wrongCredentials, setWrongCredentials] = useState(false);
  const busy = login.isPending || captcha.solving;

  const send = form.submit(
    async (input) => {
      await login.mutateAsync({ ...input, captcha: await captcha.take() });
    },
    (error) => {
      const wrong = error instanceof ApiError && error.status === 401;
      if (wrong) setWrongCredentials(true);
      return wrong;
    },
  );
  const onSubmit = (event: FormEvent) => {
    setWrongCredentials(false);
    void send(event);
  };

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link component={LocaleLink} to="/register" sx={{ fontWeight: 600 }}>
            {t('login.register')}
          </Link>
        </>
      }
    >
      <Box component="form" noValidate onSubmit={onSubmit} onFocus={captcha.prepare} sx={{ display: 'grid', gap: 2 }}>
        {wrongCredentials && <Alert severity="error">{t('login.wrongCredentials')}</Alert>}
        <FormTextField
          control={form.control}
          name="identifier"
          label={t('login.identifier')}
          autoComplete="username"
          required
          autoFocus
        />
        <FormTextField
          control={form.control}
          name="password"
          label={t('login.password')}
          autoComplete="current-password"
          password={{ showLabel: t('password.show'), hideLabel: t('password.hide') }}
          required
        />
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Controller
            control={form.control}
            name="remember"
            render={({ field }) => (
              <FormControlLabel
                control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
                label={t('login.remember')}
              />
            )}
          />
          <Link component={LocaleLink} to="/reset-password" variant="body2">
            {t('login.forgot')}
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" loading={busy}>
          {t('login.submit')}
        </Button>
        <CaptchaStatus solving={captcha.solving} />
      </Box>
    </AuthCard>
  );
}
