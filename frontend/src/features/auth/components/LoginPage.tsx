import { LoginInput } from '@annuaire/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaStatus } from '@/components/CaptchaStatus';
import { LocaleLink } from '@/components/LocaleLink';
import { PasswordField } from '@/components/PasswordField';
import { ApiError } from '@/lib/api-client';
import { useCaptcha } from '@/lib/captcha/use-captcha';
import { formErrorsFromApi } from '@/lib/form-errors';
import { usePageMeta } from '@/lib/head';
import { validateForm, type FieldErrors } from '@/lib/validation';
import { useLogin } from '../api/login';
import { AuthCard } from './AuthCard';

type Field = 'identifier' | 'password';
const FIELDS: readonly Field[] = ['identifier', 'password'];

/** /login. On success the current user is cached and the visitors-only guard sends the member on. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  usePageMeta(t('login.meta.title'), t('login.meta.description'));
  const login = useLogin();
  const captcha = useCaptcha();
  const [values, setValues] = useState({ identifier: '', password: '', remember: false });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [wrongCredentials, setWrongCredentials] = useState(false);
  const busy = login.isPending || captcha.solving;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setWrongCredentials(false);
    const checked = validateForm<LoginInput, Field>(LoginInput, values, tc);
    if (!checked.success) return setErrors(checked.errors);
    setErrors({});
    try {
      await login.mutateAsync({ ...checked.data, captcha: await captcha.take() });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) setWrongCredentials(true);
      else setErrors(formErrorsFromApi(error, FIELDS));
    }
  }

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
        <TextField
          label={t('login.identifier')}
          name="identifier"
          autoComplete="username"
          value={values.identifier}
          onChange={(event) => setValues({ ...values, identifier: event.target.value })}
          error={Boolean(errors.identifier)}
          helperText={errors.identifier}
          required
          autoFocus
        />
        <PasswordField
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => setValues({ ...values, password: event.target.value })}
          error={Boolean(errors.password)}
          helperText={errors.password}
          required
          showLabel={t('password.show')}
          hideLabel={t('password.hide')}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={values.remember}
                onChange={(event) => setValues({ ...values, remember: event.target.checked })}
              />
            }
            label={t('login.remember')}
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
