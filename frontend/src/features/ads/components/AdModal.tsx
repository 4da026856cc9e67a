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
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { useQueryModal } from '@/lib/use-query-modal';
import { getAds, type AdBlock } from '../api/get-ads';
import { modalAdDue } from '../modal-due';
import { AdBlockView } from './AdBlockView';

/**
 * The modal ad (docs/product.md §9): after 5 page views, then again 12 hours after it last opened; never for readers
 * the ads rule spares nor staff with AVOID_BLOCK_MODAL, never over another dialog (a blocking notification, a
 * reminder). Closable at once, by its button or Escape. Loaded by the shell after the page shows.
 * `?blockModal=open` (docs/product.md §2) opens it at once, whatever the page views, still only for readers the
 * ads rule shows ads to; closing it removes the parameter.
 */
export function AdModal() {
  const { t } = useTranslation();
  const { user, checked } = useCurrentUser();
  const { pathname } = useLocation();
  const [block, setBlock] = useState<AdBlock | null>(null);
  const linked = useQueryModal(MODAL_KEYS.blockModal);
  const asked = linked.open;
  useEffect(() => {
    if (!checked || (block && !(asked && block._id === '')) || !modalAdAllowed(user, new Date())) return;
    const views = Number(readStorage(STORAGE_KEYS.pageViews) ?? '0');
    const otherDialog = () => !asked && document.querySelector('[role="dialog"]') !== null;
    if (!asked && !modalAdDue(views, readStorage(STORAGE_KEYS.modalAdShownAt), new Date())) return;
    if (otherDialog()) return;
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
  }, [checked, user, pathname, block, asked]);
  if (!block) return null;
  const close = () => {
    setBlock((current) => (current ? { ...current, _id: '' } : current));
    if (asked) linked.closeModal();
  };
  return (
    <Dialog
      open={block._id !== ''}
      onClose={close}
      // On the element with role="dialog" (MUI puts a plain aria-label on its backdrop's root), so it is named.
      slotProps={{ paper: { 'aria-label': t('ads.label') } }}
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
