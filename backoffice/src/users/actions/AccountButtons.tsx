import { useState } from 'react';
import { Button, Checkbox, FormControlLabel, TextField } from '@mui/material';
import DeleteForever from '@mui/icons-material/DeleteForever';
import MergeType from '@mui/icons-material/MergeType';
import PersonSearch from '@mui/icons-material/PersonSearch';
import { useCreatePath, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useStaffRole } from '../../common/permissions';
import { StaffActionButton } from '../../common/StaffActionButton';
import type { StaffUser } from '@annuaire/shared';
import { userPath } from './userPath';

// The extract has its own file (it saves a file and asks for a reason); UserShow imports it from here.
export { ExtractButton } from './ExtractButton';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Claim profile: mails the new owner a link to take the profile over. */
export function ClaimProfileButton() {
  const translate = useTranslate();
  const record = useRecordContext<StaffUser>();
  const [email, setEmail] = useState('');
  if (!record) return null;
  return (
    <StaffActionButton
      action="claimProfile"
      label="annuaire.users.actions.claim"
      icon={<PersonSearch />}
      content="annuaire.users.actions.claimContent"
      onOpen={() => setEmail('')}
      valid={EMAIL.test(email.trim())}
      request={(reason) => ({ path: userPath(record.id, 'claim'), body: { email: email.trim(), reason } })}
      success="annuaire.users.done.claimed"
      successArgs={{ name: record.username }}
    >
      <TextField
        type="email"
        label={translate('annuaire.users.actions.claimEmail')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        required
        autoFocus
      />
    </StaffActionButton>
  );
}

/** Delete, optionally notifying the members who reported the user; back to the list after. */
export function DeleteUserButton() {
  const translate = useTranslate();
  const redirect = useRedirect();
  const record = useRecordContext<StaffUser>();
  const [notifyReporters, setNotifyReporters] = useState(false);
  if (!record || record.status !== 'active') return null;
  return (
    <StaffActionButton
      action="deleteUser"
      label="annuaire.users.actions.delete"
      icon={<DeleteForever />}
      title="annuaire.users.actions.deleteTitle"
      titleArgs={{ name: record.username }}
      content="annuaire.users.actions.deleteContent"
      confirmColor="error"
      onOpen={() => setNotifyReporters(false)}
      request={(reason) => ({
        path: userPath(record.id, 'delete'),
        query: { notifyReporters },
        body: { reason },
      })}
      success="annuaire.users.done.deleted"
      successArgs={{ name: record.username }}
      onDone={() => redirect('list', 'users')}
    >
      <FormControlLabel
        control={<Checkbox checked={notifyReporters} onChange={(event) => setNotifyReporters(event.target.checked)} />}
        label={translate('annuaire.users.actions.notifyReporters')}
      />
    </StaffActionButton>
  );
}

/** To the merge page with this user as the source. */
export function MergeButton() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const record = useRecordContext<StaffUser>();
  const { may } = useStaffRole();
  if (!record || record.status !== 'active' || !may('mergeUsers')) return null;
  const to = `${createPath({ resource: 'merge-users', type: 'list' })}?from=${encodeURIComponent(record.id)}`;
  return (
    <Button size="small" startIcon={<MergeType />} component={Link} to={to}>
      {translate('annuaire.users.actions.merge')}
    </Button>
  );
}
