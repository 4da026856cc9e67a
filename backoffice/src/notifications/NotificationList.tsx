import {
  BooleanField,
  BooleanInput,
  DataTable,
  DeleteWithConfirmButton,
  List,
  SelectInput,
  TextInput,
} from 'react-admin';
import { NOTIFICATION_TYPES } from '@annuaire/shared';
import { choicesOf } from '../common/choices';
import { DateTimeField, RecordMemberLink, TranslatedChip } from '../common/fields';

const filters = [
  <SelectInput
    key="type"
    source="type"
    choices={choicesOf(NOTIFICATION_TYPES, 'annuaire.notifications.types')}
    alwaysOn
  />,
  <BooleanInput key="dismissed" source="dismissed" alwaysOn />,
  <TextInput key="userId" source="userId" />,
];

/** Every member's notifications, newest first; deleting one removes it from the member's list. */
export function NotificationList() {
  return (
    <List
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filters}
      filterDefaultValues={{ dismissed: false }}
      perPage={25}
      exporter={false}
    >
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="username" disableSort>
          <RecordMemberLink />
        </DataTable.Col>
        <DataTable.Col
          source="type"
          disableSort
          render={(record) => <TranslatedChip prefix="annuaire.notifications.types" value={record.type as string} />}
        />
        <DataTable.Col source="title" disableSort />
        <DataTable.Col source="read" disableSort>
          <BooleanField source="read" />
        </DataTable.Col>
        <DataTable.Col source="createdAt">
          <DateTimeField source="createdAt" />
        </DataTable.Col>
        <DataTable.Col
          label=""
          disableSort
          render={(record) =>
            record.dismissed ? null : (
              <DeleteWithConfirmButton
                mutationMode="pessimistic"
                confirmTitle="annuaire.notifications.deleteTitle"
                confirmContent="annuaire.notifications.deleteContent"
                redirect={false}
              />
            )
          }
        />
      </DataTable>
    </List>
  );
}
