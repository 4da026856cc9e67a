import Download from '@mui/icons-material/Download';
import { useRecordContext } from 'react-admin';
import { useStaffRole } from '../../common/permissions';
import { StaffActionButton } from '../../common/StaffActionButton';
import type { StaffUser } from '@annuaire/shared';
import { userPath } from './userPath';

/** Hands the browser a JSON document to save under `name`. */
function saveAsFile(data: unknown, name: string) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
}

/**
 * Everything kept about the user as a JSON file (`POST /api/users/{id}/extract`): private messages
 * included, so it asks for a reason, which the member's history records with the admin's name. Admins
 * only, as the server enforces (`extractUser`, shared/src/permissions.ts).
 */
export function ExtractButton() {
  const record = useRecordContext<StaffUser>();
  const { may } = useStaffRole();
  if (!record || !may('extractUser')) return null;
  return (
    <StaffActionButton
      label="annuaire.users.actions.extract"
      icon={<Download />}
      title="annuaire.users.actions.extractTitle"
      titleArgs={{ name: record.username }}
      content="annuaire.users.actions.extractContent"
      request={(reason) => ({ path: userPath(record.id, 'extract'), body: { reason } })}
      success="annuaire.users.done.extracted"
      successArgs={{ name: record.username }}
      onDone={(data) =>
        saveAsFile(data, `annuaire-extract-${record.username}-${new Date().toISOString().slice(0, 10)}.json`)
      }
    />
  );
}
