import { Box, Stack, Typography } from '@mui/material';
import { Labeled, Show, TextField, useRecordContext, useTranslate } from 'react-admin';
import { DateTimeField } from '../common/fields';

interface Mail {
  id: string;
  text: string;
  html: string;
}

/**
 * One mail: as the member sees it and as plain text. The HTML is shown in a sandboxed frame that runs
 * nothing and reaches nothing, whatever the mail holds.
 */
function Body() {
  const translate = useTranslate();
  const record = useRecordContext<Mail>();
  if (!record) return null;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Typography variant="subtitle2">{translate('annuaire.mailOutbox.html')}</Typography>
      <Box
        component="iframe"
        title={translate('annuaire.mailOutbox.html')}
        sandbox=""
        srcDoc={record.html}
        sx={{ width: '100%', height: 420, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
      />
      <Typography variant="subtitle2">{translate('annuaire.mailOutbox.text')}</Typography>
      <Box component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace', m: 0 }}>
        {record.text}
      </Box>
    </Stack>
  );
}

export function MailShow() {
  return (
    <Show>
      <Box sx={{ p: 2 }}>
        <Stack direction="row" spacing={4}>
          <Labeled source="createdAt">
            <DateTimeField source="createdAt" />
          </Labeled>
          <Labeled source="to">
            <TextField source="to" />
          </Labeled>
          <Labeled source="subject">
            <TextField source="subject" />
          </Labeled>
        </Stack>
        <Body />
      </Box>
    </Show>
  );
}
