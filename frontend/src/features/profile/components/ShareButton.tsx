import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { buttonClass, startIcon } from '@/components/controls';
import { Icon } from '@/components/Icon';
import { toastError, toastSuccess } from '@/lib/toast';

/**
 * Shares the profile's address: the device's share sheet where the browser has one (phones), else the address is
 * copied with the "copied" toast. The browser is asked only on click, so the server and the client render the same.
 */
export function ShareButton({ username }: { username: string }) {
  const { t } = useTranslation('profile');
  const { pathname } = useLocation();
  async function share() {
    // The page's address without its modals (?modal=…) or fragment: what a friend should open.
    const url = `${window.location.origin}${pathname}`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: document.title, text: username, url });
      } catch {
        // Closing the share sheet rejects too; nothing to tell the visitor.
      }
      return;
    }
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      toastSuccess(t('facts.copied'));
    } catch {
      toastError(t('facts.copyFailed'));
    }
  }
  return (
    <button type="button" onClick={() => void share()} className={buttonClass('outlinedPrimary')}>
      <Icon name="iosShare" small className={startIcon} />
      {t('facts.share')}
    </button>
  );
}
