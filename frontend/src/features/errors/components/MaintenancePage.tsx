import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/lib/head';
import { ErrorScreen } from './ErrorScreen';

/** /maintenance: where the site sends visitors while it is being updated; going back would only loop. */
export function MaintenancePage() {
  const { t } = useTranslation('errors');
  usePageMeta(t('maintenance.meta.title'));
  return (
    <ErrorScreen
      kind="maintenance"
      title={t('maintenance.title')}
      subtitle={t('maintenance.subtitle')}
      showBack={false}
    />
  );
}
