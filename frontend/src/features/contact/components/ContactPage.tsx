import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaStatus } from '@/components/CaptchaStatus';
import { PageTitle } from '@/components/PageTitle';
import { useCaptcha } from '@/lib/captcha/use-captcha';
import { formErrorsFromApi } from '@/lib/form-errors';
import { usePageMeta } from '@/lib/head';
import { toastSuccess } from '@/lib/toast';
import { validateForm, type FieldErrors } from '@/lib/validation';
import { ContactInput, useSendContact } from '../api/send-contact';

type Field = keyof ContactInput;
const FIELDS: readonly Field[] = ['name', 'email', 'subject', 'message'];
const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '' };

/** /contact-us: a message to the team; success is a toast and a cleared form, ready for another message. */
export function ContactPage() {
  const { t } = useTranslation('help');
  const { t: tc } = useTranslation();
  usePageMeta(t('contact.meta.title'), t('contact.meta.description'));
  const send = useSendContact();
  const captcha = useCaptcha();
  const [values, setValues] = useState<ContactInput>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = validateForm<ContactInput, Field>(ContactInput, values, tc);
    if (!checked.success) return setErrors(checked.errors);
    setErrors({});
    try {
      await send.mutateAsync({ ...checked.data, captcha: await captcha.take() });
      toastSuccess(t('contact.success'));
      setValues(EMPTY);
    } catch (error) {
      setErrors(formErrorsFromApi(error, FIELDS));
    }
  }

  const field = (name: Field, helper?: string) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? helper,
    required: true,
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
          onSubmit={onSubmit}
          onFocus={captcha.prepare}
          sx={{ display: 'grid', gap: 2.25 }}
        >
          <Box sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { sm: '1fr 1fr' } }}>
            <TextField label={t('contact.name')} autoComplete="name" {...field('name')} />
            <TextField
              label={t('contact.email')}
              type="email"
              autoComplete="email"
              {...field('email', t('contact.emailHelp'))}
            />
          </Box>
          <TextField label={t('contact.subject')} {...field('subject')} />
          <TextField
            label={t('contact.message')}
            multiline
            minRows={6}
            {...field('message', t('contact.messageHelp'))}
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
