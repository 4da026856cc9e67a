/** docs/product.md §9: the modal ad opens after 5 page views, then again 12 hours after it last opened. */
export const MODAL_AD_AFTER_VIEWS = 5;
export const MODAL_AD_EVERY_MS = 12 * 3_600_000;

export function modalAdDue(pageViews: number, lastShownAt: string | null, now: Date): boolean {
  if (!Number.isFinite(pageViews) || pageViews < MODAL_AD_AFTER_VIEWS) return false;
  if (!lastShownAt) return true;
  const last = Date.parse(lastShownAt);
  return !Number.isFinite(last) || now.getTime() - last >= MODAL_AD_EVERY_MS;
}
