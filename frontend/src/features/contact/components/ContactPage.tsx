import { ContactInput } from '@annuaire/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { CaptchaStatus } from '@/components/CaptchaStatus';
import { FormTextField } from '@/components/FormTextField';
import { PageTitle } from '@/components/PageTitle';
import { useCaptcha } from '@/lib/captcha/use-captcha';
import { usePageMeta } from '@/lib/head';
import { toastSuccess } from '@/lib/toast';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSendContact } from '../api/send-contact';

const EMPTY = { name: '', email: '', subject: '', message: '' };

/** /contact-us: a message to the team; success is a toast and a cleared form, ready for another message. */
export function ContactPage() {
  const { t } = useTranslation('help');
  usePageMeta(t('contact.meta.title'), t('contact.meta.description'));
  const send = useSendContact();
  const captcha = useCaptcha();
  const form = useSchemaForm(ContactInput, { defaultValues: EMPTY });
  const { control } = form;
  const onSubmit = form.submit(async (input) => {
    await send.mutateAsync({ ...input, captcha: await captcha.take() });
    toastSuccess(t('contact.success'));
    form.reset(EMPTY);
  });

  return (
    <Box sx={{ maxWidth: 720 }}>
      <PageTitle title={t('contact.title')} subtitle={t('contact.intro')} />
      <Alert severity="info" variant="outlined" sx={{ mb: 3 }}>
        {t('contact.urgent')}
      </Alert>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: '20px' }}>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          onFocus={captcha.prepare}
          sx={{ display: 'grid', gap: 2.25 }}
        >
          <Box sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { sm: '1fr 1fr' } }}>
            <FormTextField control={control} name="name" label={t('contact.name')} autoComplete="name" required />
            <FormTextField
              control={control}
              name="email"
              label={t('contact.email')}
              type="email"
              autoComplete="email"
              helperText={t('contact.emailHelp')}
              required
            />
          </Box>
          <FormTextField control={control} name="subject" label={t('contact.subject')} required />
          <FormTextField
            control={control}
            name="message"
            label={t('contact.message')}
            multiline
            minRows={6}
            helperText={t('contact.messageHelp')}
            required
          />
          <Box
            sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}
          >
            <CaptchaStatus solving={captcha.solving} />
            <Button
              type="submit"
              variant="contained"
              size="large"
              loading={send.isPending || captcha.solving}
              sx={{ minWidth: 160 }}
            >
              {t('contact.submit')}
            </Button>
          </Box>
        </Box>
      </Paper>
    </Box>
  );
}
