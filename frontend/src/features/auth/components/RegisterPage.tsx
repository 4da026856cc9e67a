import { RegisterInput } from '@annuaire/shared';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';
import { usePageMeta } from '@/lib/head';
import { AuthCard } from './AuthCard';
import { RegisterForm } from './RegisterForm';

/** /register. A new member is signed in at once; the visitors-only guard then sends them on. */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  usePageMeta(t('register.meta.title'), t('register.meta.description'));
  return (
    <AuthCard
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Link component={LocaleLink} to="/login" sx={{ fontWeight: 600 }}>
            {t('register.login')}
          </Link>
        </>
      }
    >
      <RegisterForm schema={RegisterInput} />
    </AuthCard>
  );
}
