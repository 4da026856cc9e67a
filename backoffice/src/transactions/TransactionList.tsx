import { DataTable, List, NumberField, SelectInput, TextInput } from 'react-admin';
import { choicesOf } from '../common/choices';
import { DateTimeField, RecordMemberLink, TranslatedChip } from '../common/fields';
import { PaymentIntentLink } from './PaymentIntentLink';

const filters = [
  <SelectInput
    key="type"
    source="type"
    choices={choicesOf(['credit', 'debit'], 'annuaire.transactions.types')}
    alwaysOn
  />,
  <TextInput key="userId" source="userId" />,
];

/** Every member's credit transactions, newest first, with who made each and why. */
export function TransactionList() {
  return (
    <List sort={{ field: 'at', order: 'DESC' }} filters={filters} perPage={25} exporter={false}>
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="at">
          <DateTimeField source="at" />
        </DataTable.Col>
        <DataTable.Col source="username" disableSort>
          <RecordMemberLink />
        </DataTable.Col>
        <DataTable.Col
          source="type"
          disableSort
          render={(record) => (
            <TranslatedChip
              prefix="annuaire.transactions.types"
              value={record.type as string}
              color={record.type === 'credit' ? 'success' : 'warning'}
            />
          )}
        />
        <DataTable.Col
          source="kind"
          disableSort
          render={(record) => (
            <TranslatedChip prefix="annuaire.events" value={record.kind as string} variant="filled" />
          )}
        />
        <DataTable.NumberCol source="credits" disableSort>
          <NumberField source="credits" />
        </DataTable.NumberCol>
        <DataTable.NumberCol source="balanceAfter" disableSort>
          <NumberField source="balanceAfter" />
        </DataTable.NumberCol>
        <DataTable.Col
          source="actorRole"
          disableSort
          render={(record) => <TranslatedChip prefix="annuaire.users.roles" value={record.actorRole as string} />}
        />
        <DataTable.Col source="reason" disableSort />
        <DataTable.Col source="paymentIntentId" disableSort>
          <PaymentIntentLink />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
