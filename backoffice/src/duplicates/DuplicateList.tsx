import { Stack, Typography } from '@mui/material';
import { DataTable, List, NumberField, SelectInput, useTranslate } from 'react-admin';
import { choicesOf } from '../common/choices';
import { MemberLink, TranslatedChip } from '../common/fields';

interface DuplicateGroup {
  id: string;
  type: 'email' | 'phone' | 'ip' | 'bio';
  value: string;
  count: number;
  members: Array<{ userId: string; username: string | null; field: 'email' | 'contactEmail' | 'phone' | 'ip' | 'bio' }>;
}

function Members({ record }: { record: DuplicateGroup }) {
  const translate = useTranslate();
  return (
    <Stack spacing={0.25}>
      {record.members.map((member) => (
        <Typography key={`${member.userId}-${member.field}`} variant="body2">
          <MemberLink userId={member.userId} username={member.username} />{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            ({translate(`annuaire.duplicates.fields.${member.field}`)})
          </Typography>
        </Typography>
      ))}
    </Stack>
  );
}

/**
 * Members sharing an email (as login or contact email), a phone number, a sign-in address or a near-identical bio,
 * the largest groups first.
 */
export function DuplicateList() {
  return (
    <List
      sort={{ field: 'count', order: 'DESC' }}
      filters={[
        <SelectInput
          key="type"
          source="type"
          choices={choicesOf(['email', 'phone', 'ip', 'bio'], 'annuaire.duplicates.types')}
          alwaysOn
        />,
      ]}
      perPage={25}
      exporter={false}
    >
      <DataTable<DuplicateGroup> rowClick={false} bulkActionButtons={false}>
        <DataTable.Col
          source="type"
          disableSort
          render={(record) => <TranslatedChip prefix="annuaire.duplicates.types" value={record.type} />}
        />
        <DataTable.Col
          source="value"
          render={(record) => (
            <Typography variant="body2" sx={{ maxWidth: 420, overflowWrap: 'anywhere' }}>
              {record.value}
            </Typography>
          )}
        />
        <DataTable.NumberCol source="count">
          <NumberField source="count" />
        </DataTable.NumberCol>
        <DataTable.Col
          source="members"
          disableSort
          render={(record) => <Members record={record as DuplicateGroup} />}
        />
      </DataTable>
    </List>
  );
}
