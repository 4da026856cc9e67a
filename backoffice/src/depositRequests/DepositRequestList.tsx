import { DataTable, List, NumberField, SelectInput, TopToolbar } from 'react-admin';
import { choicesOf } from '../common/choices';
import { ExportAllButton, useCsvExporter, type CsvColumn } from '../common/csvExport';
import { DateTimeField, RecordMemberLink, TranslatedChip } from '../common/fields';
import { ConfirmDepositButton } from './ConfirmDepositButton';
import type { DepositRequestRow } from './types';

/** The requests as CSV: the columns shown and when each was decided, credits and amount as numbers. */
export const DEPOSIT_REQUEST_CSV: readonly CsvColumn<DepositRequestRow>[] = [
  { source: 'requestedAt' },
  { source: 'username' },
  { source: 'memberId', value: (row) => row.userId },
  { source: 'method', value: (row, t) => t(`annuaire.depositRequests.methods.${row.method}`) },
  { source: 'credits' },
  { source: 'price' },
  { source: 'reference' },
  { source: 'status', value: (row, t) => t(`annuaire.depositRequests.statuses.${row.status}`) },
  { source: 'decidedAt' },
];

/** Interac deposit requests, those to confirm first; staff match the reference of each e-Transfer. */
export function DepositRequestList() {
  const exporter = useCsvExporter('deposit-requests', DEPOSIT_REQUEST_CSV);
  return (
    <List
      sort={{ field: 'requestedAt', order: 'DESC' }}
      filters={[
        <SelectInput
          key="status"
          source="status"
          choices={choicesOf(['requested', 'confirmed', 'cancelled'], 'annuaire.depositRequests.statuses')}
          alwaysOn
        />,
      ]}
      filterDefaultValues={{ status: 'requested' }}
      perPage={25}
      exporter={exporter}
      actions={
        <TopToolbar>
          <ExportAllButton />
        </TopToolbar>
      }
    >
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="requestedAt">
          <DateTimeField source="requestedAt" />
        </DataTable.Col>
        <DataTable.Col source="username" disableSort>
          <RecordMemberLink />
        </DataTable.Col>
        <DataTable.Col
          source="method"
          disableSort
          render={(record) => (
            <TranslatedChip prefix="annuaire.depositRequests.methods" value={record.method as string} />
          )}
        />
        <DataTable.NumberCol source="credits" disableSort>
          <NumberField source="credits" />
        </DataTable.NumberCol>
        <DataTable.NumberCol source="price" disableSort>
          <NumberField source="price" />
        </DataTable.NumberCol>
        <DataTable.Col source="reference" disableSort />
        <DataTable.Col
          source="status"
          disableSort
          render={(record) => (
            <TranslatedChip
              prefix="annuaire.depositRequests.statuses"
              value={record.status as string}
              color={record.status === 'requested' ? 'warning' : 'default'}
            />
          )}
        />
        <DataTable.Col label="" disableSort render={() => <ConfirmDepositButton />} />
      </DataTable>
    </List>
  );
}
