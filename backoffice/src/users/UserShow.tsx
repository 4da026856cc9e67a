import { EditButton, Show, TabbedShowLayout, TopToolbar, useRecordContext } from 'react-admin';
import { useStaffRole } from '../common/permissions';
import { ExtractButton } from './actions/AccountButtons';
import { ConnectionsTab } from './show/ConnectionsTab';
import { UserNameField } from './fields';
import { HistoryTab } from './show/HistoryTab';
import { LedgerTab } from './show/LedgerTab';
import { PicturesTab } from './show/PicturesTab';
import { ProfileTab } from './show/ProfileTab';
import { StaffActions } from './show/StaffActions';
import type { StaffUser } from '@annuaire/shared';

function UserTitle() {
  const record = useRecordContext<StaffUser>();
  return <>{record?.username ?? ''}</>;
}

function ShowActions() {
  const { may } = useStaffRole();
  const record = useRecordContext<StaffUser>();
  return (
    <TopToolbar>
      <ExtractButton />
      {may('editUser') && record?.status === 'active' && <EditButton />}
    </TopToolbar>
  );
}

/**
 * One user: profile, pictures, credits ledger, history and (for staff who check duplicates) connected accounts
 * tabs, with the staff commands beside them.
 */
export function UserShow() {
  const { can } = useStaffRole();
  return (
    <Show
      title={<UserTitle />}
      actions={<ShowActions />}
      aside={<StaffActions />}
      // The tabs shrink (their tables scroll sideways) rather than push the staff actions off screen.
      sx={{ '& .RaShow-card': { minWidth: 0, overflowX: 'auto' } }}
    >
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="annuaire.users.tabs.profile">
          <UserNameField label={false} />
          <ProfileTab label={false} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="annuaire.users.tabs.pictures" path="pictures">
          <PicturesTab label={false} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="annuaire.users.tabs.credits" path="credits">
          <LedgerTab label={false} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="annuaire.users.tabs.history" path="history">
          <HistoryTab label={false} />
        </TabbedShowLayout.Tab>
        {can('DUPLICATE_CHECKS') && (
          <TabbedShowLayout.Tab label="annuaire.users.tabs.connections" path="connections">
            <ConnectionsTab label={false} />
          </TabbedShowLayout.Tab>
        )}
      </TabbedShowLayout>
    </Show>
  );
}
