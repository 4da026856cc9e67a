import { DataTable, List, SelectInput, TextInput } from 'react-admin';
import { choicesOf } from '../common/choices';
import { FilterAndExportAll, useCsvExporter, type CsvColumn } from '../common/csvExport';
import { DateTimeField, RecordMemberLink } from '../common/fields';
import { CreditedField, PriceCadField } from './fields';
import { StatusChip } from './StatusChip';
import { PAYMENT_INTENT_STATUSES, type PaymentIntentAdminRow } from './types';

const filters = [
  // Always shown so staff find underpaid intents (money received, nothing credited) in one click.
  <SelectInput
    key="status"
    source="status"
    choices={choicesOf(PAYMENT_INTENT_STATUSES, 'annuaire.paymentIntents.statuses')}
    alwaysOn
  />,
  <TextInput key="q" source="q" alwaysOn />,
  <TextInput key="userId" source="userId" />,
];

/** The intents as CSV: the columns shown and when each settled, the price in dollars as a number. */
export const PAYMENT_INTENT_CSV: readonly CsvColumn<PaymentIntentAdminRow>[] = [
  { source: 'createdAt' },
  { source: 'username' },
  { source: 'userId' },
  { source: 'packId' },
  { source: 'credits' },
  { source: 'priceCad' },
  { source: 'currency' },
  { source: 'status', value: (row, t) => t(`annuaire.paymentIntents.statuses.${row.status}`) },
  { source: 'credited', value: (row, t) => t(`annuaire.paymentIntents.credited.${row.credited ? 'yes' : 'no'}`) },
  { source: 'settledAt' },
  { source: 'invoiceId' },
  { source: 'id' },
];

/**
 * Every crypto payment intent, newest first: who bought which pack, in which currency, where the provider's
 * invoice stands and whether the credits arrived. Read only: no action marks an intent paid, because crypto is
 * credited only from the provider's settlement (docs/product.md §3), never by a staff member's word.
 */
export function PaymentIntentList() {
  const exporter = useCsvExporter('payment-intents', PAYMENT_INTENT_CSV);
  return (
    <List
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filters}
      perPage={25}
      exporter={exporter}
      actions={<FilterAndExportAll />}
    >
      <DataTable<PaymentIntentAdminRow> rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="createdAt">
          <DateTimeField source="createdAt" />
        </DataTable.Col>
        <DataTable.Col source="username" disableSort>
          <RecordMemberLink />
        </DataTable.Col>
        <DataTable.NumberCol source="credits" disableSort />
        {/* A plain column: NumberCol draws its own NumberField and would drop the currency format. */}
        <DataTable.Col source="priceCad" align="right" disableSort>
          <PriceCadField />
        </DataTable.Col>
        <DataTable.Col source="currency" disableSort />
        <DataTable.Col source="status" disableSort>
          <StatusChip />
        </DataTable.Col>
        <DataTable.Col source="credited" disableSort>
          <CreditedField />
        </DataTable.Col>
        <DataTable.Col source="invoiceId" disableSort />
      </DataTable>
    </List>
  );
}
