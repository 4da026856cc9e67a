import type { ProviderInvoice } from './provider';

/** How long a read invoice answers for an open intent before the provider is asked again. */
export const REFRESH_MS = 10_000;
const MAX_ENTRIES = 2000;

/**
 * The last invoice read for each intent, so a member's dialog polling every few seconds asks the provider
 * at most every 10 s, and ended intents once. Per process and bounded (oldest dropped first).
 */
export function invoiceCache(now: () => Date) {
  const entries = new Map<string, { at: number; invoice: ProviderInvoice }>();
  return {
    get: (intentId: string) => entries.get(intentId)?.invoice ?? null,
    /** True when the intent's invoice was read less than REFRESH_MS ago (or ever, for an ended intent). */
    fresh(intentId: string, open: boolean): boolean {
      const entry = entries.get(intentId);
      return entry !== undefined && (!open || now().getTime() - entry.at < REFRESH_MS);
    },
    set(intentId: string, invoice: ProviderInvoice) {
      entries.delete(intentId);
      entries.set(intentId, { at: now().getTime(), invoice });
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    },
  };
}
export type InvoiceCache = ReturnType<typeof invoiceCache>;
