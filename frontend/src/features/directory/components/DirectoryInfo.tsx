import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryModal } from '@/lib/use-query-modal';
import { DIRECTORY_INFO_MODAL } from '../place-modals';

/** The explanation loads on first opening: few visitors ask for it. */
const DirectoryInfoDialog = lazy(() =>
  import('./DirectoryInfoDialog').then((m) => ({ default: m.DirectoryInfoDialog })),
);

/** "How the listings work" under a listing, and its dialog (`?directoryInfo=open`, docs/product.md §2). */
export function DirectoryInfo() {
  const { t } = useTranslation('directory');
  const { open, openModal } = useQueryModal(DIRECTORY_INFO_MODAL);
  return (
    <>
      <Button
        onClick={openModal}
        aria-haspopup="dialog"
        color="inherit"
        size="small"
        startIcon={<InfoOutlined />}
        sx={{ justifySelf: 'start', mt: 2, color: 'text.secondary' }}
      >
        {t('directoryInfo.open')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <DirectoryInfoDialog />
        </Suspense>
      )}
    </>
  );
}
