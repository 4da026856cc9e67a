import { ResetPasswordConfirm } from '@annuaire/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PasswordField } from '@/components/PasswordField';
import { formErrorsFromApi } from '@/lib/form-errors';
import { validateForm, type FieldErrors } from '@/lib/validation';
import { useConfirmPasswordReset } from '../api/reset-password';
import { AuthCard } from './AuthCard';
import { DoneMessage } from './DoneMessage';

type Field = 'password' | 'username' | 'email';
const FIELDS: readonly Field[] = ['password', 'username', 'email'];
type Confirm = z.infer<typeof ResetPasswordConfirm>;

/** A claim must name its username and email; a plain reset must not send them. */
const ClaimConfirm = ResetPasswordConfirm.required({ username: true, email: true });

/** Sets the new password from the emailed link; a profile claim also chooses the username and email. */
export function ConfirmPasswordResetForm({ token, claim }: { token: string; claim: boolean }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const confirm = useConfirmPasswordReset();
  const [values, setValues] = useState({ password: '', username: '', email: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [done, setDone] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = claim ? { token, ...values } : { token, password: values.password };
    const checked = validateForm<Confirm, Field>(claim ? ClaimConfirm : ResetPasswordConfirm, input, tc);
    if (!checked.success) return setErrors(checked.errors);
    setErrors({});
    try {
      await confirm.mutateAsync(checked.data);
      setDone(true);
    } catch (error) {
      setErrors(formErrorsFromApi(error, FIELDS));
    }
  }

  if (done) {
    return (
      <AuthCard title={t('resetPassword.doneTitle')}>
        <DoneMessage body={t('resetPassword.doneBody')} action={t('resetPassword.backToLogin')} to="/login" />
      </AuthCard>
    );
  }
  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
    error: Boolean(errors[name]),
    helperText: errors[name],
    required: true,
  });
  return (
    <AuthCard
      title={claim ? t('resetPassword.claimTitle') : t('resetPassword.confirmTitle')}
      subtitle={claim ? t('resetPassword.claimSubtitle') : t('resetPassword.confirmSubtitle')}
    >
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
        {claim && <TextField label={t('resetPassword.username')} autoComplete="username" {...field('username')} />}
        {claim && <TextField label={t('resetPassword.email')} type="email" autoComplete="email" {...field('email')} />}
        <PasswordField
          label={t('resetPassword.newPassword')}
          autoComplete="new-password"
          showLabel={t('password.show')}
          hideLabel={t('password.hide')}
          {...field('password')}
        />
        <Button type="submit" variant="contained" size="large" loading={confirm.isPending}>
          {claim ? t('resetPassword.claimSubmit') : t('resetPassword.confirmSubmit')}
        </Button>
      </Box>
    </AuthCard>
  );
}
