import type { SELF_REGISTERED_ROLES } from '@annuaire/shared';
import { GENDERS, type RegisterInput } from '@annuaire/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CaptchaStatus } from '@/components/CaptchaStatus';
import { PasswordField } from '@/components/PasswordField';
import { useCaptcha } from '@/lib/captcha/use-captcha';
import { formErrorsFromApi } from '@/lib/form-errors';
import { validateForm, type FieldErrors } from '@/lib/validation';
import { useRegister } from '../api/register';
import { RoleChoice } from './RoleChoice';
import { TermsConsent } from './TermsConsent';

type Field = 'username' | 'email' | 'password' | 'role' | 'gender' | 'acceptedTerms';
const FIELDS: readonly Field[] = ['username', 'email', 'password', 'role', 'gender', 'acceptedTerms'];

export interface RegisterValues {
  username: string;
  email: string;
  password: string;
  role: (typeof SELF_REGISTERED_ROLES)[number];
  gender: (typeof GENDERS)[number] | '';
  acceptedTerms: boolean;
}

/** Validated with the same shared schema as the server, so the visitor sees a rule before the server does. */
export function RegisterForm({ schema }: { schema: z.ZodType<RegisterInput> }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const register = useRegister();
  const captcha = useCaptcha();
  const [values, setValues] = useState<RegisterValues>({
    username: '',
    email: '',
    password: '',
    role: 'client',
    gender: '',
    acceptedTerms: false,
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const set = <K extends keyof RegisterValues>(key: K, value: RegisterValues[K]) =>
    setValues({ ...values, [key]: value });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = validateForm<RegisterInput, Field>(schema, values, tc);
    if (!checked.success) return setErrors(checked.errors);
    setErrors({});
    try {
      await register.mutateAsync({ ...checked.data, captcha: await captcha.take() });
    } catch (error) {
      setErrors(formErrorsFromApi(error, FIELDS));
    }
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit} onFocus={captcha.prepare} sx={{ display: 'grid', gap: 2.25 }}>
      <RoleChoice value={values.role} onChange={(role) => set('role', role)} error={errors.role} />
      <TextField
        label={t('register.username')}
        name="username"
        autoComplete="username"
        value={values.username}
        onChange={(event) => set('username', event.target.value)}
        error={Boolean(errors.username)}
        helperText={errors.username ?? t('register.usernameHelp')}
        required
      />
      <TextField
        label={t('register.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(event) => set('email', event.target.value)}
        error={Boolean(errors.email)}
        helperText={errors.email ?? t('register.emailHelp')}
        required
      />
      <PasswordField
        label={t('register.password')}
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => set('password', event.target.value)}
        error={Boolean(errors.password)}
        helperText={errors.password ?? t('register.passwordHelp')}
        required
        showLabel={t('password.show')}
        hideLabel={t('password.hide')}
      />
      <TextField
        select
        label={t('register.gender.label')}
        name="gender"
        value={values.gender}
        onChange={(event) => set('gender', event.target.value as RegisterValues['gender'])}
        error={Boolean(errors.gender)}
        helperText={errors.gender}
        required
      >
        {GENDERS.map((gender) => (
          <MenuItem key={gender} value={gender}>
            {t(`register.gender.${gender}`)}
          </MenuItem>
        ))}
      </TextField>
      <TermsConsent
        checked={values.acceptedTerms}
        onChange={(checked) => set('acceptedTerms', checked)}
        error={errors.acceptedTerms}
      />
      <Button type="submit" variant="contained" size="large" loading={register.isPending || captcha.solving}>
        {t('register.submit')}
      </Button>
      <CaptchaStatus solving={captcha.solving} />
    </Box>
  );
}
