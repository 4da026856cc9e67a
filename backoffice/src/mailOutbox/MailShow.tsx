import { Alert, Box, Stack, Typography } from '@mui/material';
import {
  FunctionField,
  Labeled,
  NumberField,
  Show,
  TextField,
  useRecordContext,
  useTranslate,
  type ShowProps,
} from 'react-admin';
import { DateTimeField, TranslatedChip } from '../common/fields';

interface Mail {
  id: string;
  /** Absent from the list's envelopes: only opening the mail (recorded by the server) gives its body. */
  text?: string;
  html?: string;
  status: string;
  /** The server hid the mail's tokens (backend/src/mail/masking.ts): its links cannot be opened from here. */
  tokensHidden?: boolean;
}

/**
 * One mail: as the member sees it and as plain text, its links' tokens hidden by the server (a reset or claim
 * link is a key to someone's account, docs/product.md §6), and staff told so, and that their reading is
 * recorded. The HTML is shown in a sandboxed frame that runs nothing and reaches nothing, whatever it holds.
 */
function Body() {
  const translate = useTranslate();
  const record = useRecordContext<Mail>();
  if (!record) return null;
  // A delivered mail keeps only its envelope (mail/sender.ts): its reset or claim link is not left behind.
  if (record.status === 'sent')
    return <Typography sx={{ mt: 2 }}>{translate('annuaire.mailOutbox.bodyRemoved')}</Typography>;
  // Shown from the list's envelope until the mail itself is answered.
  if (record.text === undefined || record.html === undefined) return null;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      {record.tokensHidden && <Alert severity="info">{translate('annuaire.mailOutbox.linkHidden')}</Alert>}
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {translate('annuaire.mailOutbox.readRecorded')}
      </Typography>
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

export function MailShow(props: Omit<ShowProps, 'children'>) {
  return (
    // Each fetch of a mail is a recorded reading: not again on every return to the tab.
    <Show queryOptions={{ refetchOnWindowFocus: false, refetchOnReconnect: false }} {...props}>
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
