import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/lib/head';
import { ErrorScreen } from './ErrorScreen';

/** /404 and every address the site does not know. */
export function NotFoundPage() {
  const { t } = useTranslation('errors');
  usePageMeta(t('notFound.meta.title'));
  return <ErrorScreen kind="notFound" title={t('notFound.title')} subtitle={t('notFound.subtitle')} />;
}
