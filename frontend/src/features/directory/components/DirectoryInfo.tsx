import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, startIcon } from '@/components/controls';
import { Icon } from '@/components/Icon';
import { useQueryModal } from '@/lib/use-query-modal';
import { DIRECTORY_INFO_MODAL } from '../place-modals';
import controls from './Controls.module.css';

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
      <button
        type="button"
        className={buttonClass('text', { small: true, className: controls.directoryInfo })}
        onClick={openModal}
        aria-haspopup="dialog"
      >
        <Icon name="info" className={startIcon} />
        {t('directoryInfo.open')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <DirectoryInfoDialog />
        </Suspense>
      )}
    </>
  );
}
