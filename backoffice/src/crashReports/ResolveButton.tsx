import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import { useRecordContext } from 'react-admin';
import { StaffActionButton } from '../common/StaffActionButton';
import type { CrashGroup } from './types';

/**
 * Marks an open group resolved once its bug is fixed; the server opens it again at its next report, so a
 * fix that did not hold shows up again. No reason asked: nothing about a member changes.
 */
export function ResolveButton() {
  const record = useRecordContext<CrashGroup>();
  if (!record || record.status !== 'open') return null;
  return (
    <StaffActionButton
      action="manageCrashReports"
      label="annuaire.crashReports.resolve"
      title="annuaire.crashReports.resolveTitle"
      content="annuaire.crashReports.resolveContent"
      reason="hidden"
      icon={<TaskAltOutlined />}
      request={() => ({ path: `/api/admin/crash-reports/${encodeURIComponent(record.id)}/resolve` })}
      success="annuaire.crashReports.resolved"
    />
  );
}
