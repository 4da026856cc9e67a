import { Alert } from '@mui/material';
import { DataTable, List, NumberField, SelectInput, TextInput, useTranslate } from 'react-admin';
import { choicesOf } from '../common/choices';
import { DateTimeField, TranslatedChip } from '../common/fields';

/** Where a mail's delivery stands (backend/src/mail/outbox.ts OutboxStatus). */
export const MAIL_STATUSES = ['kept', 'pending', 'sent', 'failed'] as const;

/**
 * Every mail, newest first; read only: envelopes and delivery, `failed` listing the mail that never reached a
 * member and the server's last answer. Bodies are not listed; opening a mail shows it with its links hidden and
 * is recorded (docs/product.md §6), which the notice above the list says.
 */
export function MailList() {
  const translate = useTranslate();
  return (
    <List
      actions={
        <Alert severity="info" sx={{ my: 1 }}>
          {translate('annuaire.mailOutbox.listNotice')}
        </Alert>
      }
      filters={[
        <TextInput key="to" source="to" alwaysOn />,
        <SelectInput
          key="status"
          source="status"
          choices={choicesOf(MAIL_STATUSES, 'annuaire.mailOutbox.statuses')}
          alwaysOn
        />,
      ]}
      perPage={25}
      exporter={false}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="createdAt" disableSort>
          <DateTimeField source="createdAt" />
        </DataTable.Col>
        <DataTable.Col source="to" disableSort />
        <DataTable.Col source="subject" disableSort />
        <DataTable.Col
          source="status"
          disableSort
          render={(record) => <TranslatedChip prefix="annuaire.mailOutbox.statuses" value={record.status as string} />}
        />
        <DataTable.NumberCol source="attempts" disableSort>
          <NumberField source="attempts" />
        </DataTable.NumberCol>
        <DataTable.Col source="lastError" disableSort />
      </DataTable>
    </List>
  );
}
