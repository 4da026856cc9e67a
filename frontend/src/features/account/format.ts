import type { Locale } from '@/config/variant';

/** Dollars as Canadians read them in each language: "150 $" in French, "$150" in English. */
export function formatPrice(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(`${locale}-CA`, {
    style: 'currency',
    currency: 'CAD',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

export function formatDate(iso: string, locale: Locale, withTime = false): string {
  return new Intl.DateTimeFormat(`${locale}-CA`, {
    dateStyle: 'long',
    ...(withTime ? { timeStyle: 'short' } : {}),
  }).format(new Date(iso));
}
