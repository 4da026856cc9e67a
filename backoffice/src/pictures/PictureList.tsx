import { Box, Stack } from '@mui/material';
import { DataTable, List, Pagination, SelectInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { choicesOf } from '../common/choices';
import { DateTimeField, RecordMemberLink, TranslatedChip } from '../common/fields';
import { imageUrl } from '../common/images';
import { ApproveButton, BulkApproveButton, DeclineButton, UndoButton } from './actions';
import { DecisionProvider, LastDecisionBanner } from './decisions';
import type { QueuePicture } from '@annuaire/shared';

/** docs/product.md §5: at most 25 pictures a page; the server refuses more. */
const PAGE = 25;

const filters = [
  <SelectInput
    key="state"
    source="state"
    choices={choicesOf(['pending', 'declined', 'waiting'], 'annuaire.pictures.states')}
    alwaysOn
    emptyText="annuaire.pictures.states.pending"
  />,
  <TextInput key="q" source="q" alwaysOn />,
];

function Preview() {
  const translate = useTranslate();
  const record = useRecordContext<QueuePicture>();
  if (!record) return null;
  return (
    <Box
      component="img"
      src={imageUrl(record.url)}
      alt={translate('annuaire.pictures.preview', { name: record.username })}
      sx={{ display: 'block', height: 140, maxWidth: 200, objectFit: 'cover', borderRadius: 1 }}
    />
  );
}

/**
 * The picture moderation queue (docs/product.md §5): pictures not approved, oldest first, 25 a page, with
 * previews; approve several at once, decline one with a note, undo the last decision.
 */
export function PictureList() {
  return (
    <DecisionProvider>
      <List
        resource="pictures"
        sort={{ field: 'addedAt', order: 'ASC' }}
        filters={filters}
        filterDefaultValues={{ state: 'pending' }}
        perPage={PAGE}
        pagination={<Pagination rowsPerPageOptions={[10, PAGE]} />}
        exporter={false}
        empty={false}
      >
        <LastDecisionBanner />
        <DataTable<QueuePicture> rowClick={false} bulkActionButtons={<BulkApproveButton />}>
          <DataTable.Col source="preview" disableSort render={() => <Preview />} />
          <DataTable.Col source="username">
            <RecordMemberLink />
          </DataTable.Col>
          <DataTable.Col
            source="state"
            disableSort
            render={(record) => (
              <TranslatedChip
                prefix="annuaire.pictures.states"
                value={record.state}
                color={record.state === 'declined' ? 'warning' : 'default'}
              />
            )}
          />
          <DataTable.Col source="note" disableSort />
          <DataTable.Col source="addedAt">
            <DateTimeField source="addedAt" />
          </DataTable.Col>
          <DataTable.Col
            label=""
            disableSort
            render={() => (
              <Stack direction="row" spacing={1}>
                <ApproveButton />
                <DeclineButton />
                <UndoButton />
              </Stack>
            )}
          />
        </DataTable>
      </List>
    </DecisionProvider>
  );
}
