import { toastError, toastSuccess } from '@/lib/toast';

/**
 * The copy helper of docs/product.md §8: a success toast naming what was copied, or an error toast when the
 * browser gives no clipboard (an insecure page, a refused permission), so the member knows to copy by hand.
 */
export async function copyText(text: string, copied: string, failed: string): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    toastSuccess(copied);
  } catch {
    toastError(failed);
  }
}
