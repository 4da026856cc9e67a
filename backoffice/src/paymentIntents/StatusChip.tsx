import { useRecordContext } from 'react-admin';
import { TranslatedChip } from '../common/fields';
import type { PaymentIntentAdminRow, PaymentIntentStatus } from './types';

/**
 * Underpaid stands out in red: the member sent money and got no credits (docs/product.md §3), so staff
 * settle it with them by hand; settled is green, open blue, the rest plain.
 */
const COLORS: Record<PaymentIntentStatus, 'info' | 'success' | 'error' | 'default' | 'warning'> = {
  open: 'info',
  settled: 'success',
  underpaid: 'error',
  expired: 'default',
  invalid: 'warning',
};

export function StatusChip() {
  const record = useRecordContext<PaymentIntentAdminRow>();
  if (!record) return null;
  return (
    <TranslatedChip
      prefix="annuaire.paymentIntents.statuses"
      value={record.status}
      color={COLORS[record.status] ?? 'default'}
      variant={record.status === 'underpaid' ? 'filled' : 'outlined'}
    />
  );
}
