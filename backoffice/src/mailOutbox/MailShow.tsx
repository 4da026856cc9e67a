import { Box, Stack, Typography } from '@mui/material';
import { FunctionField, Labeled, NumberField, Show, TextField, useRecordContext, useTranslate } from 'react-admin';
import { DateTimeField, TranslatedChip } from '../common/fields';

interface Mail {
  id: string;
  text: string;
  html: string;
  status: string;
}

/**
 * One mail: as the member sees it and as plain text. The HTML is shown in a sandboxed frame that runs
 * nothing and reaches nothing, whatever the mail holds.
 */
function Body() {
  const translate = useTranslate();
  const record = useRecordContext<Mail>();
  if (!record) return null;
  // A delivered mail keeps only its envelope (mail/sender.ts): its reset or claim link is not left behind.
  if (record.status === 'sent')
    return <Typography sx={{ mt: 2 }}>{translate('annuaire.mailOutbox.bodyRemoved')}</Typography>;
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
        <Stack direction="row" spacing={4} sx={{ mt: 2 }}>
          <Labeled source="status">
            <FunctionField<Mail>
              render={(record) => <TranslatedChip prefix="annuaire.mailOutbox.statuses" value={record.status} />}
            />
          </Labeled>
          <Labeled source="attempts">
            <NumberField source="attempts" />
          </Labeled>
          <Labeled source="sentAt">
            <DateTimeField source="sentAt" />
          </Labeled>
          <Labeled source="nextAttemptAt">
            <DateTimeField source="nextAttemptAt" />
          </Labeled>
        </Stack>
        <Labeled source="lastError" sx={{ mt: 2 }}>
          <TextField source="lastError" />
        </Labeled>
        <Body />
      </Box>
    </Show>
  );
}
