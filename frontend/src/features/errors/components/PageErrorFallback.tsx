import { useTranslation } from 'react-i18next';
import { ErrorScreen } from './ErrorScreen';

/** docs/product.md §8: the page-error screen has no action buttons. Its text is in the always-loaded namespace. */
export function PageErrorFallback() {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      kind="error"
      title={t('errors.pageErrorTitle')}
      subtitle={t('errors.pageErrorSubtitle')}
      showBack={false}
      showHome={false}
    />
  );
}
