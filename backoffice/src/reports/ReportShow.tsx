import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import { Alert, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { StaffActionButton } from '../common/StaffActionButton';
import { DateTimeField, MemberLink, TranslatedChip } from '../common/fields';
import { FlagAllButton } from '../flags/FlagAllButton';
import { MostReportedChip, Reasons, UrgentChip } from './ReportList';
import type { ReportedMemberDetail } from './types';

function Actions() {
  const record = useRecordContext<ReportedMemberDetail>();
  if (!record) return null;
  const name = record.username ?? record.userId;
  const open = record.reports.some((report) => report.status === 'open');
  return (
    <TopToolbar>
      <FlagAllButton userId={record.userId} username={name} />
      {open && (
        <StaffActionButton
          label="annuaire.reports.resolve"
          title="annuaire.reports.resolveTitle"
          titleArgs={{ name }}
          content="annuaire.reports.resolveContent"
          icon={<TaskAltOutlined />}
          variant="contained"
          request={(note) => ({
            path: `/api/admin/reports/${encodeURIComponent(record.userId)}/resolve`,
            body: { note },
          })}
          success="annuaire.reports.resolved"
          successArgs={{ name }}
        />
      )}
      {open && (
        <StaffActionButton
          label="annuaire.reports.resolveAndNotify"
          title="annuaire.reports.resolveTitle"
          titleArgs={{ name }}
          content="annuaire.reports.resolveAndNotifyContent"
          icon={<TaskAltOutlined />}
          request={(note) => ({
            path: `/api/admin/reports/${encodeURIComponent(record.userId)}/resolve`,
            body: { note, notifyReporters: true },
          })}
          success="annuaire.reports.resolved"
          successArgs={{ name }}
        />
      )}
    </TopToolbar>
  );
}

function Detail() {
  const translate = useTranslate();
  const record = useRecordContext<ReportedMemberDetail>();
  if (!record) return null;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h6">
          <MemberLink userId={record.userId} username={record.username} />
        </Typography>
        <UrgentChip urgent={record.urgent} />
        <MostReportedChip mostReported={record.mostReported} />
      </Stack>
      <Typography>
        {translate('resources.reports.fields.total')}: {record.total} · {translate('resources.reports.fields.unique')}:{' '}
        {record.unique}
      </Typography>
      <Alert severity="info">{translate('annuaire.reports.thresholds', record.thresholds)}</Alert>
      <Reasons reasons={record.reasons} />
      <Table size="small" aria-label={translate('annuaire.reports.list')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.reports.fields.createdAt')}</TableCell>
            <TableCell>{translate('annuaire.reports.reporter')}</TableCell>
            <TableCell>{translate('resources.reports.fields.reasons')}</TableCell>
            <TableCell>{translate('resources.reports.fields.message')}</TableCell>
            <TableCell>{translate('resources.reports.fields.status')}</TableCell>
            <TableCell>{translate('annuaire.reports.resolution')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {record.reports.map((report) => (
            <TableRow key={report.id}>
              <TableCell>
                <DateTimeField record={report} source="createdAt" />
              </TableCell>
              <TableCell>
                {report.byGuest ? (
                  translate('annuaire.reports.guest')
                ) : (
                  <MemberLink userId={report.reporterId} username={report.reporterUsername} />
                )}
              </TableCell>
              <TableCell>
                {translate(`annuaire.reports.reasons.${report.reason}`, { _: report.reason })}
                {report.conversationId ? ` (${translate('annuaire.reports.fromConversation')})` : ''}
              </TableCell>
              <TableCell>{report.message}</TableCell>
              <TableCell>
                <TranslatedChip prefix="annuaire.reports.statuses" value={report.status} />
              </TableCell>
              <TableCell>
                {report.resolutionNote ? `${report.resolutionNote} (${report.resolvedByUsername ?? ''})` : ''}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}

/** One reported member: every report on them, the thresholds, resolve and flag-all. */
export function ReportShow() {
  return (
    <Show actions={<Actions />}>
      <Detail />
    </Show>
  );
}
