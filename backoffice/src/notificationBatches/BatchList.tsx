import { DataTable, List, NumberField, SelectInput, useLocaleState } from 'react-admin';
import { RECIPIENT_CATEGORIES, type RecipientCategory } from '@annuaire/shared';
import { choicesOf } from '../common/choices';
import { DateTimeField, TranslatedChip } from '../common/fields';

interface BatchRow {
  id: string;
  recipientCategory: RecipientCategory;
  body: { fr: { title: string }; en: { title: string } };
}

/** The batch's title in the staff member's language. */
function Title({ record }: { record: BatchRow }) {
  const [locale] = useLocaleState();
  return <>{record.body[locale === 'fr' ? 'fr' : 'en'].title}</>;
}

/** Batches sent, newest first, with their audience and how many members each reached. */
export function BatchList() {
  return (
    <List
      sort={{ field: 'sentAt', order: 'DESC' }}
      filters={[
        <SelectInput
          key="recipientCategory"
          source="recipientCategory"
          choices={choicesOf(RECIPIENT_CATEGORIES, 'annuaire.notificationBatches.categories')}
          alwaysOn
        />,
      ]}
      perPage={25}
      exporter={false}
    >
      <DataTable<BatchRow> rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="sentAt">
          <DateTimeField source="sentAt" />
        </DataTable.Col>
        <DataTable.Col
          source="recipientCategory"
          disableSort
          render={(record) => (
            <TranslatedChip prefix="annuaire.notificationBatches.categories" value={record.recipientCategory} />
          )}
        />
        <DataTable.Col source="activityDateGreaterThan" disableSort>
          <DateTimeField source="activityDateGreaterThan" showTime={false} />
        </DataTable.Col>
        <DataTable.Col source="title" disableSort render={(record) => <Title record={record as BatchRow} />} />
        <DataTable.NumberCol source="count">
          <NumberField source="count" />
        </DataTable.NumberCol>
        <DataTable.Col source="sentByUsername" disableSort />
      </DataTable>
    </List>
  );
}
