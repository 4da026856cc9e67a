import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/PageLoader';
import { PageTitle } from '@/components/PageTitle';
import { usePageMeta } from '@/lib/head';
import { useOwnAccount } from '../../api/own-account';
import { LoadError } from '../LoadError';
import { AccountSettings } from './AccountSettings';
import { AppearanceSettings } from './AppearanceSettings';
import { DataSettings } from './DataSettings';
import { SessionSettings } from './SessionSettings';

/** /settings: language and colours, sign-in details, messaging, sessions, and the member's data (docs/product.md §2). */
export function SettingsPage() {
  const { t } = useTranslation('account');
  usePageMeta(t('settings.meta.title'), t('settings.meta.description'));
  const account = useOwnAccount();
  if (account.isPending) return <PageLoader />;
  if (account.isError) return <LoadError onRetry={() => void account.refetch()} />;
  return (
    <Box sx={{ maxWidth: 760 }}>
      <PageTitle title={t('settings.title')} />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <AppearanceSettings />
        <AccountSettings account={account.data} />
        <SessionSettings />
        <DataSettings />
      </Box>
    </Box>
  );
}
