import { Typography } from '@mui/material';
import { DataTable, List, useLocaleState, useTranslate } from 'react-admin';
import type { SavedQuery } from './types';

/**
 * The analytics screen: the saved queries (backend/src/savedQueries/catalogue.ts) with what each answers, in the
 * staff's language; a row opens the query's form. Admins only (docs/product.md §6 `runSavedQueries`).
 */
export function SavedQueryList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const text = (value: SavedQuery['title']) => (locale === 'fr' ? value.fr : value.en);
  return (
    <List pagination={false} exporter={false} perPage={100} sort={{ field: 'id', order: 'ASC' }}>
      <Typography sx={{ px: 2, pt: 2, color: 'text.secondary' }}>{translate('annuaire.savedQueries.intro')}</Typography>
      <DataTable<SavedQuery> rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="title" disableSort render={(record) => <strong>{text(record.title)}</strong>} />
        <DataTable.Col source="description" disableSort render={(record) => text(record.description)} />
      </DataTable>
    </List>
  );
}
