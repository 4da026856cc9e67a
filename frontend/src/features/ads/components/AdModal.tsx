import CloseRounded from '@mui/icons-material/CloseRounded';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import { modalAdAllowed } from '@annuaire/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { MODAL_KEYS } from '@/config/paths';
import { useCurrentUser } from '@/lib/current-user';
import { STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { useQueryModal } from '@/lib/use-query-modal';
import { getAds, type AdBlock } from '../api/get-ads';
import { linkedModalInAddress } from '../linked-modal';
import { isModalAdDue } from '../modal-wanted';
import { AdBlockView } from './AdBlockView';

/** Marks the ad's own dialog, so watching for other dialogs never counts it. */
const AD_DIALOG_ATTRIBUTE = 'data-modal-ad';

/** A dialog of the page other than the ad's own (a blocking notification, a reminder, a document…). */
const otherDialogInPage = () =>
  Array.from(document.querySelectorAll('[role="dialog"]')).some(
    (dialog) => dialog.closest(`[${AD_DIALOG_ATTRIBUTE}]`) === null,
  );

/** Whether another dialog is in the page, kept up to date while `watching` (one opening later is seen too). */
function useOtherDialogInPage(watching: boolean): boolean {
  const [present, setPresent] = useState(false);
  useEffect(() => {
    if (!watching) return;
    const check = () => setPresent(otherDialogInPage());
    check();
    if (typeof MutationObserver === 'undefined') return;
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['role'] });
    return () => observer.disconnect();
  }, [watching]);
  return watching && present;
}

/**
 * The modal ad (docs/product.md §9): after 5 page views, then again 12 hours after it last opened; never for readers
 * the ads rule spares nor staff with AVOID_BLOCK_MODAL, never over another dialog (a blocking notification, a
 * reminder, a document linked from the address), whichever opens first: while one is open, whether named in the
 * address (`?termsOfService=open`, `?modal=vip`, before its lazy code has mounted it) or already in the page, the
 * ad waits, and shows once it has closed. Closable at once, by its button or Escape. Loaded by the shell once it may
 * open (modal-wanted.ts).
 * `?blockModal=open` (docs/product.md §2) opens it at once, whatever the page views, still only for readers the
 * ads rule shows ads to; closing it removes the parameter.
 */
export function AdModal() {
  const { t } = useTranslation();
  const { user, checked } = useCurrentUser();
  const { pathname, search } = useLocation();
  const [block, setBlock] = useState<AdBlock | null>(null);
  const linked = useQueryModal(MODAL_KEYS.blockModal);
  const asked = linked.open;
  const allowed = checked && modalAdAllowed(user, new Date());
  // Watched only for readers the ad may be shown to, while it is due, asked for or on screen.
  const onScreen = block !== null && block._id !== '';
  const dialogInPage = useOtherDialogInPage(allowed && (asked || onScreen || isModalAdDue()));
  const waiting = !asked && (linkedModalInAddress(search) || dialogInPage);
  useEffect(() => {
    if (!checked || (block && !(asked && block._id === '')) || !modalAdAllowed(user, new Date())) return;
    const otherDialog = () => !asked && otherDialogInPage();
    if (!asked && !isModalAdDue()) return;
    // Another dialog first: this effect runs again once it has closed (`waiting` changes).
    if (waiting || otherDialog()) return;
    let cancelled = false;
    void getAds('blockModal', 1).then(
      ([chosen]) => {
        if (cancelled || !chosen || otherDialog()) return;
        writeStorage(STORAGE_KEYS.modalAdShownAt, new Date().toISOString());
        setBlock(chosen);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [checked, user, pathname, block, asked, waiting]);
  if (!block) return null;
  const close = () => {
    setBlock((current) => (current ? { ...current, _id: '' } : current));
    if (asked) linked.closeModal();
  };
  return (
    <Dialog
      // Never over another dialog: hidden while one is open (it may open after the ad), shown again once it closes.
      open={block._id !== '' && !waiting}
      onClose={close}
      // On the element with role="dialog" (MUI puts a plain aria-label on its backdrop's root), so it is named.
      slotProps={{ paper: { 'aria-label': t('ads.label') } }}
      data-modal-ad=""
      maxWidth="xs"
      fullWidth
    >
      <IconButton onClick={close} aria-label={t('ads.close')} sx={{ position: 'absolute', top: 4, left: 4, zIndex: 1 }}>
        <CloseRounded />
      </IconButton>
      <DialogContent sx={{ pt: 6 }}>{block._id && <AdBlockView block={block} />}</DialogContent>
    </Dialog>
  );
}
