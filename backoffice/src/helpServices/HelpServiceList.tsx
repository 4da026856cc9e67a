import { DataTable, DeleteWithConfirmButton, List, TextInput, useLocaleState, useRecordContext } from 'react-admin';
import type { Bilingual } from '@annuaire/shared';
import { DateTimeField } from '../common/fields';

interface HelpServiceRow {
  id: string;
  name: Bilingual;
}

/** The service's name in the staff member's language (list cell, titles, delete confirmation). */
export function LocalName({ record: given }: { record?: HelpServiceRow }) {
  const [locale] = useLocaleState();
  const record = useRecordContext<HelpServiceRow>({ record: given });
  if (!record?.name) return null;
  return <>{record.name[locale === 'fr' ? 'fr' : 'en']}</>;
}

/** The support organisations the site's /help-services page lists, by name in the staff member's language. */
export function HelpServiceList() {
  const [locale] = useLocaleState();
  // Sorted by the name shown: the one in the staff member's language.
  const name = locale === 'fr' ? 'name.fr' : 'name.en';
  return (
    <List
      sort={{ field: name, order: 'ASC' }}
      filters={[<TextInput key="q" source="q" alwaysOn />]}
      perPage={25}
      exporter={false}
    >
      <DataTable<HelpServiceRow> rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col
          source={name}
          label="resources.help-services.fields.label"
          render={(record) => <LocalName record={record as HelpServiceRow} />}
        />
        <DataTable.Col source="phone" disableSort />
        <DataTable.Col source="url" disableSort />
        <DataTable.Col source="updatedAt">
          <DateTimeField source="updatedAt" />
        </DataTable.Col>
        <DataTable.Col
          label=""
          disableSort
          render={() => <DeleteWithConfirmButton mutationMode="pessimistic" redirect={false} />}
        />
      </DataTable>
    </List>
  );
}
