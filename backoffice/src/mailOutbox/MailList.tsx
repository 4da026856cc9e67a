import { DataTable, List, TextInput } from 'react-admin';
import { DateTimeField } from '../common/fields';

/** The mail the product kept instead of sending (no SMTP server), newest first; read only. */
export function MailList() {
  return (
    <List
      filters={[<TextInput key="to" source="to" alwaysOn />]}
      perPage={25}
      exporter={false}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="createdAt" disableSort>
          <DateTimeField source="createdAt" />
        </DataTable.Col>
        <DataTable.Col source="to" disableSort />
        <DataTable.Col source="subject" disableSort />
      </DataTable>
    </List>
  );
}
