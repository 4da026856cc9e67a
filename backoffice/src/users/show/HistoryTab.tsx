import { useState } from 'react';
import { IconButton, Tooltip, Typography } from '@mui/material';
import Restore from '@mui/icons-material/Restore';
import { DataTable, Pagination, ReferenceManyField, useRecordContext, useTranslate } from 'react-admin';
import { USER_HISTORY } from '../../common/dataProvider';
import { LocalDateField } from '../fields';
import type { TabContentProps } from './TabContentProps';
import type { AuditEvent, StaffUser } from '@annuaire/shared';
import { ActorField } from './ActorField';
import { AsOfPanel } from './AsOfPanel';
import { EventDetails, humanised } from './EventDetails';

/**
 * Every event of the user's streams (profile, credits, notifications), newest first, with who did it, as
 * whom (impersonation) and why; above it, the as-of picker, which also stops the timeline at that moment.
 */
export function HistoryTab(_props: TabContentProps) {
  const translate = useTranslate();
  const record = useRecordContext<StaffUser>();
  const [asOf, setAsOf] = useState<string | null>(null);
  if (!record) return null;
  return (
    <>
      <AsOfPanel userId={record.id} asOf={asOf} onChange={setAsOf} />
      <ReferenceManyField
        reference={USER_HISTORY}
        target="userId"
        sort={{ field: 'recordedAt', order: 'DESC' }}
        perPage={25}
        filter={asOf ? { until: asOf } : {}}
        pagination={<Pagination />}
        empty={<Typography sx={{ color: 'text.secondary' }}>{translate('annuaire.users.history.empty')}</Typography>}
      >
        <DataTable<AuditEvent> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="recordedAt" label="annuaire.users.history.at" sx={{ whiteSpace: 'nowrap' }}>
            <LocalDateField source="recordedAt" showTime />
          </DataTable.Col>
          <DataTable.Col
            source="type"
            label="annuaire.users.history.type"
            disableSort
            render={(event) => translate(`annuaire.events.${event.type}`, { _: humanised(event.type) })}
          />
          <DataTable.Col
            source="actorId"
            label="annuaire.users.history.actor"
            disableSort
            render={(event) => (
              <>
                <ActorField source="actorId" />
                {event.actorId && (
                  <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
                    {translate(`annuaire.users.roles.${event.actorRole}`, { _: event.actorRole })}
                  </Typography>
                )}
              </>
            )}
          />
          <DataTable.Col source="impersonatorId" label="annuaire.users.history.impersonator" disableSort>
            <ActorField source="impersonatorId" system={false} />
          </DataTable.Col>
          <DataTable.Col source="reason" label="annuaire.users.history.reason" disableSort />
          <DataTable.Col
            source="data"
            label="annuaire.users.history.details"
            disableSort
            // Room for a label and its value side by side: the table scrolls sideways rather than squeezing them.
            sx={{ minWidth: 320, width: '40%' }}
            render={(event) => <EventDetails data={event.data} />}
          />
          <DataTable.Col
            label=""
            disableSort
            render={(event) => (
              <Tooltip title={translate('annuaire.users.history.asOfRow')}>
                <IconButton
                  size="small"
                  aria-label={translate('annuaire.users.history.asOfRow')}
                  onClick={() => setAsOf(event.recordedAt)}
                >
                  <Restore fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          />
        </DataTable>
      </ReferenceManyField>
    </>
  );
}
