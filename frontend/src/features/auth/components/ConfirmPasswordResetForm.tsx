import { ResetPasswordConfirm } from '@annuaire/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/FormTextField';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useConfirmPasswordReset } from '../api/reset-password';
import { AuthCard } from './AuthCard';
import { DoneMessage } from './DoneMessage';

/** A plain reset sends the token and the password only (the other inputs are dropped by the schema). */
const PlainConfirm = ResetPasswordConfirm.pick({ token: true, password: true });
/** A claim must name its username and email. */
const ClaimConfirm = ResetPasswordConfirm.required({ username: true, email: true });

/** Sets the new password from the emailed link; a profile claim also chooses the username and email. */
export function ConfirmPasswordResetForm({ token, claim }: { token: string; claim: boolean }) {
  const { t } = useTranslation('auth');
  const confirm = useConfirmPasswordReset();
  const [done, setDone] = useState(false);
  // The token rides along with the inputs, so the schema checks the whole request as the server will.
  const form = useSchemaForm(claim ? ClaimConfirm : PlainConfirm, {
    defaultValues: { token, password: '', username: '', email: '' },
    fields: ['password', 'username', 'email'],
  });
  const onSubmit = form.submit(async (input) => {
    await confirm.mutateAsync(input);
    setDone(true);
  });

  if (done) {
    return (
      <AuthCard title={t('resetPassword.doneTitle')}>
        <DoneMessage body={t('resetPassword.doneBody')} action={t('resetPassword.backToLogin')} to="/login" />
      </AuthCard>
    );
  }
  const { control } = form;
  return (
    <AuthCard
      title={claim ? t('resetPassword.claimTitle') : t('resetPassword.confirmTitle')}
      subtitle={claim ? t('resetPassword.claimSubtitle') : t('resetPassword.confirmSubtitle')}
    >
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} sx={{ display: 'grid', gap: 2 }}>
        {claim && (
          <FormTextField
            control={control}
            name="username"
            label={t('resetPassword.username')}
            autoComplete="username"
            required
          />
        )}
        {claim && (
          <FormTextField
            control={control}
            name="email"
            label={t('resetPassword.email')}
            type="email"
            autoComplete="email"
            required
          />
        )}
        <FormTextField
          control={control}
          name="password"
          label={t('resetPassword.newPassword')}
          autoComplete="new-password"
          password={{ showLabel: t('password.show'), hideLabel: t('password.hide') }}
          required
        />
        <Button type="submit" variant="contained" size="large" loading={confirm.isPending}>
          {claim ? t('resetPassword.claimSubmit') : t('resetPassword.confirmSubmit')}
        </Button>
      </Box>
    </AuthCard>
  );
}
