import { Chip, Stack } from '@mui/material';
import { BooleanInput, DataTable, List, NumberField, SelectInput, TextInput, useTranslate } from 'react-admin';
import { choicesOf } from '../common/choices';
import { DateTimeField, MemberLink } from '../common/fields';
import type { ReportedMember } from './types';

const filters = [
  <TextInput key="q" source="q" alwaysOn />,
  <BooleanInput key="mostReported" source="mostReported" alwaysOn />,
  <SelectInput key="status" source="status" choices={choicesOf(['open', 'all'], 'annuaire.reports.statuses')} />,
];

export function Reasons({ reasons }: { reasons: ReportedMember['reasons'] }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {Object.entries(reasons).map(([reason, count]) => (
        <Chip
          key={reason}
          size="small"
          variant="outlined"
          label={`${translate(`annuaire.reports.reasons.${reason}`, { _: reason })} × ${count}`}
        />
      ))}
    </Stack>
  );
}

export function MostReportedChip({ mostReported }: { mostReported: boolean }) {
  const translate = useTranslate();
  return mostReported ? <Chip size="small" color="error" label={translate('annuaire.reports.mostReported')} /> : null;
}

export function UrgentChip({ urgent }: { urgent: boolean }) {
  const translate = useTranslate();
  return urgent ? (
    <Chip size="small" color="error" variant="filled" label={translate('annuaire.reports.urgent')} />
  ) : null;
}

/**
 * Reported members over the last 30 days (docs/product.md §9): urgent reasons (underage, trafficking) first, then
 * the most reported; a member past both thresholds of the variant is marked.
 */
export function ReportList() {
  return (
    <List sort={{ field: 'total', order: 'DESC' }} filters={filters} perPage={25} exporter={false}>
      <DataTable<ReportedMember> rowClick="show" bulkActionButtons={false}>
        <DataTable.Col
          source="urgent"
          disableSort
          render={(record) => <UrgentChip urgent={Boolean(record.urgent)} />}
        />
        <DataTable.Col
          source="username"
          render={(record) => <MemberLink userId={record.userId} username={record.username} />}
        />
        <DataTable.NumberCol source="total">
          <NumberField source="total" />
        </DataTable.NumberCol>
        <DataTable.NumberCol source="unique">
          <NumberField source="unique" />
        </DataTable.NumberCol>
        <DataTable.Col
          source="mostReported"
          disableSort
          render={(record) => <MostReportedChip mostReported={Boolean(record.mostReported)} />}
        />
        <DataTable.Col
          source="reasons"
          disableSort
          render={(record) => <Reasons reasons={(record as ReportedMember).reasons} />}
        />
        <DataTable.Col source="lastReportedAt">
          <DateTimeField source="lastReportedAt" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
