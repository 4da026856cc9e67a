import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/PageLoader';
import { PageTitle } from '@/components/PageTitle';
import { usePageMeta } from '@/lib/head';
import { useOwnAccount } from '../../api/own-account';
import { LoadError } from '../LoadError';
import { PicturesManager } from '../pictures/PicturesManager';
import { ProfileForm } from './ProfileForm';

/** /edit: the member's pictures, then every editable field of their profile (docs/product.md §2, §5). */
export function EditProfilePage() {
  const { t } = useTranslation('account');
  usePageMeta(t('edit.meta.title'), t('edit.meta.description'));
  const account = useOwnAccount();
  if (account.isPending) return <PageLoader />;
  if (account.isError) return <LoadError onRetry={() => void account.refetch()} />;
  return (
    <Box sx={{ maxWidth: 860 }}>
      <PageTitle title={t('edit.title')} subtitle={t('edit.subtitle')} />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <PicturesManager account={account.data} />
        <ProfileForm account={account.data} />
      </Box>
    </Box>
  );
}
