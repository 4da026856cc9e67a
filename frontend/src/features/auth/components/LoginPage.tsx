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
import { captchaLevelAsked, solveLoginChallenge } from '../api/login-challenge';
import { rateLimitWait, waitMinutes } from '../api/rate-limit';
import { AuthCard } from './AuthCard';

/** At most one resend per level the server may ask (0 to 3), so a confused exchange cannot loop. */
const MAX_RESENDS = 4;

/**
 * /login. On success the current user is cached and the visitors-only guard sends the member on.
 *
 * Failed sign-ins never lock an account; they make the next ones pay a harder proof of work (docs/product.md
 * §9, "failed logins"). A 400 `captcha_required` names the level: the form solves a challenge of that level
 * and sends the same login again by itself, saying why it takes longer, and keeps the level for later tries.
 */
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
  /** Seconds the server asked to wait after too many attempts (429 `rate_limited`), or null. */
  const [limitedFor, setLimitedFor] = useState<number | null>(null);
  const [slowed, setSlowed] = useState(false);
  const [solvingHarder, setSolvingHarder] = useState(false);
  const [level, setLevel] = useState(0);
  const busy = login.isPending || captcha.solving || solvingHarder;

  const harderProof = async (asked: number) => {
    setSolvingHarder(true);
    try {
      return await solveLoginChallenge(asked);
    } finally {
      setSolvingHarder(false);
    }
  };

  const send = form.submit(
    async (input) => {
      let proof = level > 0 ? await harderProof(level) : await captcha.take();
      for (let resend = 0; ; resend++) {
        try {
          await login.mutateAsync({ ...input, captcha: proof });
          return;
        } catch (error) {
          const asked = captchaLevelAsked(error);
          if (asked === null || resend >= MAX_RESENDS) throw error;
          setLevel(asked);
          setSlowed(true);
          proof = await harderProof(asked);
        }
      }
    },
    (error) => {
      const wait = rateLimitWait(error);
      if (wait !== null) {
        setLimitedFor(wait);
        return true;
      }
      const wrong = error instanceof ApiError && error.status === 401;
      if (wrong) setWrongCredentials(true);
      return wrong;
    },
  );
  const onSubmit = (event: FormEvent) => {
    setWrongCredentials(false);
    setLimitedFor(null);
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
        {limitedFor !== null && (
          <Alert severity="warning">
            {waitMinutes(limitedFor) > 0
              ? t('login.rateLimited', { count: waitMinutes(limitedFor) })
              : t('login.rateLimitedShort')}
          </Alert>
        )}
        {slowed && <Alert severity="info">{t('login.slowed')}</Alert>}
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
        <CaptchaStatus solving={captcha.solving || solvingHarder} />
      </Box>
    </AuthCard>
  );
}
