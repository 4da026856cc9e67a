import { Box, Chip, Stack, Typography } from '@mui/material';
import { Show, useLocaleState, useRecordContext, useTranslate, type ShowProps } from 'react-admin';
import { QueryRunner } from './QueryRunner';
import type { SavedQuery } from './types';

/** The page's title: the query's, in the staff's language. */
function QueryTitle() {
  const record = useRecordContext<SavedQuery>();
  const [locale] = useLocaleState();
  if (!record) return null;
  return <>{locale === 'fr' ? record.title.fr : record.title.en}</>;
}

/** What the query answers, the views it reads and its SQL, for the admin to judge the figures by. */
function QueryDetails() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const record = useRecordContext<SavedQuery>();
  if (!record) return null;
  return (
    <Stack spacing={1.5} sx={{ p: 2 }}>
      <Typography>{locale === 'fr' ? record.description.fr : record.description.en}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {translate('annuaire.savedQueries.reads')}
        </Typography>
        {record.reads.map((view) => (
          <Chip key={view} size="small" variant="outlined" label={view} sx={{ fontFamily: 'monospace' }} />
        ))}
      </Stack>
      {record.sql && (
        <Box component="details">
          <Box component="summary" sx={{ cursor: 'pointer' }}>
            {translate('annuaire.savedQueries.sql')}
          </Box>
          <Box component="pre" sx={{ fontFamily: 'monospace', fontSize: 13, whiteSpace: 'pre-wrap', m: 0, mt: 1 }}>
            {record.sql}
          </Box>
        </Box>
      )}
      <QueryRunner query={record} />
    </Stack>
  );
}

/** One saved query: what it answers, its parameters, and its last result as a table, a chart and a CSV. */
export function SavedQueryShow(props: Omit<ShowProps, 'children'>) {
  return (
    <Show {...props} title={<QueryTitle />} actions={false}>
      <QueryDetails />
    </Show>
  );
}
