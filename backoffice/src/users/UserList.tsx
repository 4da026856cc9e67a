import { useMediaQuery, type Theme } from '@mui/material';
import {
  DataTable,
  List,
  NullableBooleanInput,
  NumberField,
  SearchInput,
  SelectInput,
  useLocaleState,
} from 'react-admin';
import type { Role, VerificationState } from '@annuaire/shared';
import { regionChoices, ROLE_CHOICES, STATUS_CHOICES, VERIFICATION_CHOICES } from './choices';
import { LocalDateField, RegionText, RoleChip, StateChips, UserNameField } from './fields';
import { UserFilterSidebar } from './UserFilterSidebar';

interface UserRow {
  id: string;
  role: Role;
  region: string | null;
  vipActive: boolean;
  pending: boolean;
  flagged: boolean;
  libertine: boolean;
  verificationState: VerificationState | null;
}

/**
 * The filters above the table: region and account status always; on screens too narrow for the aside,
 * the aside's filters too (the react-admin demo's customers list does the same).
 */
function useFilters(withAside: boolean) {
  const [locale] = useLocaleState();
  const always = [
    <SelectInput key="region" source="region" choices={regionChoices(locale)} alwaysOn />,
    <SelectInput key="status" source="status" choices={STATUS_CHOICES} />,
  ];
  if (withAside) return always;
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    ...always,
    <SelectInput key="role" source="role" choices={ROLE_CHOICES} />,
    <NullableBooleanInput key="pending" source="pending" />,
    <NullableBooleanInput key="vip" source="vip" label="resources.users.fields.vipActive" />,
    <NullableBooleanInput key="libertine" source="libertine" />,
    <NullableBooleanInput key="flagged" source="flagged" />,
    <SelectInput key="verificationState" source="verificationState" choices={VERIFICATION_CHOICES} />,
  ];
}

/**
 * Every user, newest first, with the filters of issue 8 (role, pending, VIP, libertine, flagged,
 * verification, region, search): segments in the aside on wide screens, in the filter bar otherwise.
 */
export function UserList() {
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('xl'));
  const filters = useFilters(wide);
  return (
    <List
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      filters={filters}
      aside={wide ? <UserFilterSidebar /> : undefined}
      exporter={false}
    >
      <DataTable<UserRow> rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="username">
          <UserNameField withEmail />
        </DataTable.Col>
        <DataTable.Col source="role" render={(record) => <RoleChip role={record.role} />} />
        <DataTable.NumberCol source="credits">
          <NumberField source="credits" />
        </DataTable.NumberCol>
        <DataTable.Col
          source="state"
          label="annuaire.users.filters.state"
          disableSort
          render={(record) => <StateChips record={record} />}
        />
        <DataTable.Col source="region" disableSort render={(record) => <RegionText region={record.region} />} />
        <DataTable.Col source="createdAt" sx={{ whiteSpace: 'nowrap' }}>
          <LocalDateField source="createdAt" options={{ dateStyle: 'short' }} />
        </DataTable.Col>
        <DataTable.Col source="lastSeenAt" sx={{ whiteSpace: 'nowrap' }}>
          <LocalDateField source="lastSeenAt" options={{ dateStyle: 'short' }} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
