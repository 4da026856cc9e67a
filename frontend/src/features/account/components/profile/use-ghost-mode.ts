import { useTranslation } from 'react-i18next';
import { toastDefaultError, toastSuccess } from '@/lib/toast';
import { usePatchAccount } from '../../api/patch-account';

/**
 * Turns ghost mode on or off (docs/product.md §4): the change is sent at once (any confirmation is the caller's),
 * and the member is told it worked, or the default error (docs/product.md §8 "ghost toggle not 200").
 */
export function useGhostMode() {
  const { t } = useTranslation('account');
  const patch = usePatchAccount();
  const setGhost = async (ghost: boolean): Promise<boolean> => {
    try {
      await patch.mutateAsync({ ghost });
      toastSuccess(ghost ? t('ghost.enabled') : t('ghost.disabled'));
      return true;
    } catch {
      toastDefaultError();
      return false;
    }
  };
  return { setGhost, pending: patch.isPending };
}
