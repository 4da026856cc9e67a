import { Chip, Stack } from '@mui/material';
import { DataTable, List, TextInput, useTranslate } from 'react-admin';
import type { Role } from '@annuaire/shared';
import { DateTimeField, MemberLink, TranslatedChip } from '../common/fields';

interface FlaggedMember {
  id: string;
  username: string;
  role: Role;
  email: string;
  phone: string | null;
  createdAt: string;
  flags: Array<{ _id: string; value: string; note: string; matchedOn: 'email' | 'contactEmail' | 'phone' }>;
}

function MatchingFlags({ record }: { record: FlaggedMember }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {record.flags.map((flag) => (
        <Chip
          key={`${flag._id}-${flag.matchedOn}`}
          size="small"
          color="warning"
          variant="outlined"
          title={flag.note}
          label={translate('annuaire.flaggedActive.matched', {
            value: flag.value,
            field: translate(`annuaire.flaggedActive.matchedOn.${flag.matchedOn}`),
          })}
        />
      ))}
    </Stack>
  );
}

/** Live members whose email, contact email or phone matches a flag, with the flags that matched. */
export function FlaggedActiveList() {
  return (
    <List
      sort={{ field: 'username', order: 'ASC' }}
      filters={[<TextInput key="q" source="q" alwaysOn />]}
      perPage={25}
      exporter={false}
    >
      <DataTable<FlaggedMember> rowClick={false} bulkActionButtons={false}>
        <DataTable.Col
          source="username"
          render={(record) => <MemberLink userId={record.id} username={record.username} />}
        />
        <DataTable.Col
          source="role"
          disableSort
          render={(record) => <TranslatedChip prefix="annuaire.users.roles" value={record.role} />}
        />
        <DataTable.Col source="email" disableSort />
        <DataTable.Col source="phone" disableSort />
        <DataTable.Col
          source="flags"
          disableSort
          render={(record) => <MatchingFlags record={record as FlaggedMember} />}
        />
        <DataTable.Col source="createdAt">
          <DateTimeField source="createdAt" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
