import { DataTable, List, NumberField, SelectInput, TextInput } from 'react-admin';
import type { CreditTransaction } from '@annuaire/shared';
import { choicesOf } from '../common/choices';
import { FilterAndExportAll, useCsvExporter, type CsvColumn } from '../common/csvExport';
import { DateTimeField, RecordMemberLink, TranslatedChip } from '../common/fields';
import { PaymentIntentLink, paymentIntentIdOf } from './PaymentIntentLink';

const filters = [
  <SelectInput
    key="type"
    source="type"
    choices={choicesOf(['credit', 'debit'], 'annuaire.transactions.types')}
    alwaysOn
  />,
  <TextInput key="userId" source="userId" />,
];

type TransactionRow = CreditTransaction & { readonly username?: string | null };

/** The ledger as CSV: the columns shown, credits and balance as numbers, the member's id beside the name. */
export const TRANSACTION_CSV: readonly CsvColumn<TransactionRow>[] = [
  { source: 'at' },
  { source: 'username' },
  { source: 'memberId', value: (row) => row.userId },
  { source: 'type', value: (row, t) => t(`annuaire.transactions.types.${row.type}`) },
  { source: 'kind', value: (row, t) => t(`annuaire.events.${row.kind}`, { _: row.kind }) },
  { source: 'credits' },
  { source: 'balanceAfter' },
  { source: 'actorRole', value: (row, t) => t(`annuaire.users.roles.${row.actorRole}`, { _: row.actorRole }) },
  { source: 'reason' },
  { source: 'paymentIntentId', value: (row) => paymentIntentIdOf(row.details) },
];

/** Every member's credit transactions, newest first, with who made each and why; exported whole as CSV. */
export function TransactionList() {
  const exporter = useCsvExporter('transactions', TRANSACTION_CSV);
  return (
    <List
      sort={{ field: 'at', order: 'DESC' }}
      filters={filters}
      perPage={25}
      exporter={exporter}
      actions={<FilterAndExportAll />}
    >
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
