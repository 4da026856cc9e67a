import { useRecordContext } from 'react-admin';
import { TranslatedChip } from '../common/fields';
import type { CrashGroup } from './types';

/** Open groups stand out; resolved ones stay listed until reported again. */
export function StatusChip() {
  const record = useRecordContext<CrashGroup>();
  if (!record) return null;
  return (
    <TranslatedChip
      prefix="annuaire.crashReports.statuses"
      value={record.status}
      color={record.status === 'open' ? 'warning' : 'default'}
    />
  );
}
