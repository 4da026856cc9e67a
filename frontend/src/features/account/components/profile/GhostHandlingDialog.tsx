import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useGhostMode } from './use-ghost-mode';

/**
 * What a ghost member gets when they try to show availability (docs/product.md §4 "ghost handling, no change"): why
 * nothing happened, and the way out, turning ghost mode off.
 */
export function GhostHandlingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const { setGhost, pending } = useGhostMode();
  return (
    <ConfirmDialog
      open={open}
      title={t('ghost.handlingTitle')}
      body={t('ghost.handlingBody')}
      confirm={t('ghost.turnOff')}
      cancel={t('ghost.stayHidden')}
      busy={pending}
      onClose={onClose}
      onConfirm={() => void setGhost(false).then((done) => done && onClose())}
    />
  );
}
