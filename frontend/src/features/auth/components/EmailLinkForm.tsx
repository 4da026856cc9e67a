import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { CaptchaStatus } from '@/components/CaptchaStatus';
import { FormTextField } from '@/components/FormTextField';
import { useCaptcha } from '@/lib/captcha/use-captcha';
import { useSchemaForm } from '@/lib/use-schema-form';
import { AuthCard } from './AuthCard';

export interface EmailLinkFormProps {
  /** The endpoint's shared schema: `{ email, captcha? }`. */
  schema: z.ZodType<{ email: string }>;
  send: (input: { email: string; captcha?: string }) => Promise<void>;
  sending: boolean;
  texts: { title: string; subtitle: string; email: string; submit: string };
  footer?: ReactNode;
  /** What replaces the form once the link is on its way to `email`. */
  sent: (email: string) => ReactNode;
}

/**
 * "Send me a link" (password reset, email change): one address, the captcha, then what happens next.
 * The answer is the same whether the address has an account or not, so nothing can be probed.
 */
export function EmailLinkForm({ schema, send, sending, texts, footer, sent }: EmailLinkFormProps) {
  const captcha = useCaptcha();
  const form = useSchemaForm(schema, { defaultValues: { email: '' } });
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = form.submit(async ({ email }) => {
    await send({ email, captcha: await captcha.take() });
    setSentTo(email);
  });

  if (sentTo) return sent(sentTo);
  return (
    <AuthCard title={texts.title} subtitle={texts.subtitle} footer={footer}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        onFocus={captcha.prepare}
        sx={{ display: 'grid', gap: 2 }}
      >
        <FormTextField
          control={form.control}
          name="email"
          label={texts.email}
          type="email"
          autoComplete="email"
          required
        />
        <Button type="submit" variant="contained" size="large" loading={sending || captcha.solving}>
          {texts.submit}
        </Button>
        <CaptchaStatus solving={captcha.solving} />
      </Box>
    </AuthCard>
  );
}
