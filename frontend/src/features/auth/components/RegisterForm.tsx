import { GENDERS, type RegisterInput, type SELF_REGISTERED_ROLES } from '@annuaire/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CaptchaStatus } from '@/components/CaptchaStatus';
import { FormTextField } from '@/components/FormTextField';
import { useCaptcha } from '@/lib/captcha/use-captcha';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useRegister } from '../api/register';
import { RoleChoice } from './RoleChoice';
import { TermsConsent } from './TermsConsent';

interface RegisterValues {
  username: string;
  email: string;
  password: string;
  role: (typeof SELF_REGISTERED_ROLES)[number];
  gender: (typeof GENDERS)[number] | '';
  acceptedTerms: boolean;
}

const EMPTY: RegisterValues = {
  username: '',
  email: '',
  password: '',
  role: 'client',
  gender: '',
  acceptedTerms: false,
};

/** Validated with the same shared schema as the server, so the visitor sees a rule before the server does. */
export function RegisterForm({ schema }: { schema: z.ZodType<RegisterInput> }) {
  const { t } = useTranslation('auth');
  const register = useRegister();
  const captcha = useCaptcha();
  const form = useSchemaForm(schema, { defaultValues: EMPTY });
  const { control } = form;
  const onSubmit = form.submit(async (input) => {
    await register.mutateAsync({ ...input, captcha: await captcha.take() });
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={captcha.prepare}
      sx={{ display: 'grid', gap: 2.25 }}
    >
      <Controller
        control={control}
        name="role"
        render={({ field, fieldState }) => (
          <RoleChoice value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <FormTextField
        control={control}
        name="username"
        label={t('register.username')}
        autoComplete="username"
        helperText={t('register.usernameHelp')}
        required
      />
      <FormTextField
        control={control}
        name="email"
        label={t('register.email')}
        type="email"
        autoComplete="email"
        helperText={t('register.emailHelp')}
        required
      />
      <FormTextField
        control={control}
        name="password"
        label={t('register.password')}
        autoComplete="new-password"
        helperText={t('register.passwordHelp')}
        password={{ showLabel: t('password.show'), hideLabel: t('password.hide') }}
        required
      />
      <FormTextField control={control} name="gender" select label={t('register.gender.label')} required>
        {GENDERS.map((gender) => (
          <MenuItem key={gender} value={gender}>
            {t(`register.gender.${gender}`)}
          </MenuItem>
        ))}
      </FormTextField>
      <Controller
        control={control}
        name="acceptedTerms"
        render={({ field, fieldState }) => (
          <TermsConsent checked={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <Button type="submit" variant="contained" size="large" loading={register.isPending || captcha.solving}>
        {t('register.submit')}
      </Button>
      <CaptchaStatus solving={captcha.solving} />
    </Box>
  );
}
