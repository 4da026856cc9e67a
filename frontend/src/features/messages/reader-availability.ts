import { isUnderReview } from '@annuaire/shared';
import type { UnavailableReason } from './components/MessagingUnavailable';

/** The reader's fields docs/product.md §6 reads; the signed-in member has them all. */
interface Reader {
  ghost: boolean;
  messaging: boolean;
  pending: boolean;
  libertine: boolean;
  role: Parameters<typeof isUnderReview>[0]['role'];
  verificationState: string | null;
  createdAt: string;
  profileCompletionRequested: boolean;
}

/**
 * docs/product.md §6 from the reader's side: ghost members have no messaging at all (docs/product.md §2); with messaging off
 * or a profile under review they can read but not write. The 21-day activity rule never bites here:
 * the reader's own visit counts as activity. The API enforces the same rule; this only explains it early.
 */
export function readerUnavailability(reader: Reader, now: Date = new Date()): UnavailableReason | null {
  if (reader.ghost) return 'ghost';
  const review = {
    ...reader,
    registeredAt: reader.createdAt,
    verificationState: reader.verificationState as Parameters<typeof isUnderReview>[0]['verificationState'],
  };
  if (!reader.messaging || isUnderReview(review, now)) return 'account';
  return null;
}
