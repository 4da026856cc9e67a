import { Box, Stack, Typography } from '@mui/material';
import {
  Labeled,
  NumberField,
  Show,
  type ShowProps,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateTimeField, MemberLink } from '../common/fields';
import { ResolveButton } from './ResolveButton';
import { StatusChip } from './StatusChip';
import type { CrashGroup } from './types';

/** The last report's trace as the browser gave it: the error's stack, then React's component stack. */
function SampleTrace() {
  const translate = useTranslate();
  const record = useRecordContext<CrashGroup>();
  if (!record) return null;
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <Typography variant="subtitle2">{translate('annuaire.crashReports.sampleTrace')}</Typography>
      <Box
        component="pre"
        sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontFamily: 'monospace', fontSize: 13, m: 0 }}
      >
        {record.sampleTrace || translate('annuaire.crashReports.noTrace')}
      </Box>
    </Stack>
  );
}

/** The member logged in at the last report, if any, so staff can ask them what they were doing. */
function LastMember() {
  const record = useRecordContext<CrashGroup>();
  return record?.lastUserId ? <MemberLink userId={record.lastUserId} username={null} /> : <>—</>;
}

/** One group: where and when it happens, and a trace to start from. */
export function CrashShow(props: Omit<ShowProps, 'children'>) {
  return (
    <Show
      {...props}
      actions={
        <TopToolbar>
          <ResolveButton />
        </TopToolbar>
      }
    >
      <Box sx={{ p: 2 }}>
        <Labeled source="message">
          <TextField source="message" sx={{ fontFamily: 'monospace' }} />
        </Labeled>
        <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
          <Labeled source="status">
            <StatusChip />
          </Labeled>
          <Labeled source="count">
            <NumberField source="count" />
          </Labeled>
          <Labeled source="firstSeenAt">
            <DateTimeField source="firstSeenAt" />
          </Labeled>
          <Labeled source="lastSeenAt">
            <DateTimeField source="lastSeenAt" />
          </Labeled>
          <Labeled source="lastRelease">
            <TextField source="lastRelease" emptyText="—" />
          </Labeled>
          <Labeled source="lastUserId">
            <LastMember />
          </Labeled>
        </Stack>
        <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
          <Labeled source="firstFrame">
            <TextField source="firstFrame" sx={{ fontFamily: 'monospace' }} />
          </Labeled>
          <Labeled source="lastUrl">
            <TextField source="lastUrl" />
          </Labeled>
        </Stack>
        <SampleTrace />
      </Box>
    </Show>
  );
}
