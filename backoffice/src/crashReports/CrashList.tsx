import { Box } from '@mui/material';
import { DataTable, List, NumberField, SelectInput } from 'react-admin';
import { choicesOf } from '../common/choices';
import { DateTimeField } from '../common/fields';
import { ResolveButton } from './ResolveButton';
import { StatusChip } from './StatusChip';
import type { CrashGroup } from './types';

const filters = [
  <SelectInput
    key="status"
    source="status"
    choices={choicesOf(['open', 'resolved'], 'annuaire.crashReports.statuses')}
    alwaysOn
  />,
];

/** Code, not prose: monospace, cut to one line (the whole text is on the group's page). */
const code = (text: string) => (
  <Box
    component="code"
    title={text}
    sx={{ display: 'block', maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
  >
    {text}
  </Box>
);

/**
 * The site's crash reports, one row per group (message and first stack frame), the most recently seen
 * first; sortable by count. Open groups only unless the filter says otherwise.
 */
export function CrashList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'open' }}
      sort={{ field: 'lastSeenAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      <DataTable<CrashGroup> rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="message" disableSort render={(record) => code(record.message)} />
        <DataTable.Col source="firstFrame" disableSort render={(record) => code(record.firstFrame)} />
        <DataTable.NumberCol source="count">
          <NumberField source="count" />
        </DataTable.NumberCol>
        <DataTable.Col source="firstSeenAt">
          <DateTimeField source="firstSeenAt" />
        </DataTable.Col>
        <DataTable.Col source="lastSeenAt">
          <DateTimeField source="lastSeenAt" />
        </DataTable.Col>
        <DataTable.Col source="lastUrl" disableSort />
        <DataTable.Col source="lastRelease" disableSort />
        <DataTable.Col source="status" disableSort>
          <StatusChip />
        </DataTable.Col>
        <DataTable.Col disableSort>
          {/* The row opens the group; the button and its dialog (a portal, still inside the row for React) must not. */}
          <Box component="span" onClick={(event) => event.stopPropagation()}>
            <ResolveButton />
          </Box>
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
