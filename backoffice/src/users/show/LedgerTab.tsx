import { Typography } from '@mui/material';
import { DataTable, NumberField, Pagination, ReferenceManyField, useRecordContext, useTranslate } from 'react-admin';
import { USER_LEDGER } from '../../common/dataProvider';
import { LocalDateField } from '../fields';
import type { TabContentProps } from './TabContentProps';
import type { CreditTransaction, StaffUser } from '@annuaire/shared';
import { ActorField } from './ActorField';

/** The credits ledger, newest first, each line with its running balance, who moved the credits and why. */
export function LedgerTab(_props: TabContentProps) {
  const translate = useTranslate();
  const record = useRecordContext<StaffUser>();
  if (!record) return null;
  return (
    <>
      <Typography variant="h6" component="p" sx={{ my: 1 }}>
        {translate('annuaire.users.ledger.balanceNow', { balance: record.credits })}
      </Typography>
      <ReferenceManyField
        reference={USER_LEDGER}
        target="userId"
        sort={{ field: 'at', order: 'DESC' }}
        perPage={25}
        pagination={<Pagination />}
        empty={<Typography sx={{ color: 'text.secondary' }}>{translate('annuaire.users.ledger.empty')}</Typography>}
      >
        <DataTable<CreditTransaction> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="at" label="annuaire.users.ledger.at" sx={{ whiteSpace: 'nowrap' }}>
            <LocalDateField source="at" showTime />
          </DataTable.Col>
          <DataTable.Col
            source="kind"
            label="annuaire.users.ledger.kind"
            disableSort
            render={(line) => translate(`annuaire.events.${line.kind}`, { _: line.kind })}
          />
          <DataTable.Col
            source="credits"
            label="annuaire.users.ledger.change"
            disableSort
            align="right"
            render={(line) => (
              <Typography
                variant="body2"
                sx={{ fontWeight: 700, color: line.type === 'debit' ? 'error.main' : 'success.main' }}
              >
                {line.type === 'debit' ? '−' : '+'}
                {line.credits}
              </Typography>
            )}
          />
          <DataTable.NumberCol source="balanceAfter" label="annuaire.users.ledger.balance" disableSort>
            <NumberField source="balanceAfter" />
          </DataTable.NumberCol>
          <DataTable.Col
            source="actorId"
            label="annuaire.users.ledger.actor"
            disableSort
            render={(line) => (
              <>
                <ActorField source="actorId" />
                {line.impersonatorId && (
                  <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
                    {translate('annuaire.users.history.impersonator')} <ActorField source="impersonatorId" />
                  </Typography>
                )}
              </>
            )}
          />
          <DataTable.Col source="reason" label="annuaire.users.ledger.reason" disableSort />
        </DataTable>
      </ReferenceManyField>
    </>
  );
}
