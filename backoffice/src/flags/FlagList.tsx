import { DataTable, List, SelectInput, TextInput } from 'react-admin';
import { FLAG_TYPES } from '@annuaire/shared';
import { choicesOf } from '../common/choices';
import { DateTimeField, TranslatedChip } from '../common/fields';

const filters = [
  <TextInput key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="type" choices={choicesOf(FLAG_TYPES, 'annuaire.flags.types')} alwaysOn />,
];

/** Flagged emails and phone numbers, newest first; several can be deleted at once. */
export function FlagList() {
  return (
    <List sort={{ field: 'createdAt', order: 'DESC' }} filters={filters} perPage={25} exporter={false}>
      <DataTable rowClick="edit">
        <DataTable.Col
          source="type"
          render={(record) => <TranslatedChip prefix="annuaire.flags.types" value={record.type as string} />}
        />
        <DataTable.Col source="value" />
        <DataTable.Col source="note" />
        <DataTable.Col source="createdAt">
          <DateTimeField source="createdAt" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
