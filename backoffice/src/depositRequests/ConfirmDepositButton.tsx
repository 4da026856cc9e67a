import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import { useState } from 'react';
import { Checkbox, FormControlLabel } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { StaffActionButton } from '../common/StaffActionButton';
import type { DepositRequestRow } from './types';

/**
 * Confirms an interac deposit once the e-Transfer arrived (admins): money, so a reason is required and
 * recorded; the member is notified unless unticked. The existing `POST /api/deposit-requests/{id}/confirm`.
 */
export function ConfirmDepositButton() {
  const translate = useTranslate();
  const record = useRecordContext<DepositRequestRow>();
  const [notify, setNotify] = useState(true);
  if (!record || record.status !== 'requested') return null;
  const name = record.username ?? record.userId;
  return (
    <StaffActionButton
      action="confirmDeposit"
      label="annuaire.depositRequests.confirm"
      title="annuaire.depositRequests.confirmTitle"
      titleArgs={{ name }}
      content="annuaire.depositRequests.confirmContent"
      contentArgs={{ price: record.price, reference: record.reference, credits: record.credits }}
      icon={<TaskAltOutlined />}
      onOpen={() => setNotify(true)}
      request={(reason) => ({
        path: `/api/deposit-requests/${encodeURIComponent(record.id)}/confirm`,
        body: { userId: record.userId, notify, reason },
      })}
      success="annuaire.depositRequests.confirmed"
      successArgs={{ name }}
    >
      <FormControlLabel
        control={<Checkbox checked={notify} onChange={(event) => setNotify(event.target.checked)} />}
        label={translate('annuaire.depositRequests.notify')}
      />
    </StaffActionButton>
  );
}
