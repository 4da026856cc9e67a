import OutlinedFlag from '@mui/icons-material/FlagOutlined';
import { useState } from 'react';
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { StaffActionButton } from '../common/StaffActionButton';
import { useStaffRole } from '../common/permissions';

/**
 * docs/product.md §5 flag-all on one member: their email and phone if present, and their contact email when it
 * differs from the email; values already flagged are skipped by the server.
 */
export function FlagAllButton({ userId, username }: { userId: string; username: string }) {
  const translate = useTranslate();
  const { can } = useStaffRole();
  const [note, setNote] = useState('');
  if (!can('VIEW_FLAGS')) return null;
  return (
    <StaffActionButton
      label="annuaire.flags.all.button"
      title="annuaire.flags.all.title"
      titleArgs={{ name: username }}
      content="annuaire.flags.all.content"
      icon={<OutlinedFlag />}
      reason="hidden"
      onOpen={() => setNote('')}
      request={() => ({ path: `/api/users/${encodeURIComponent(userId)}/flag-all`, body: { note: note.trim() } })}
      success="annuaire.flags.all.done"
      successArgs={{ name: username }}
    >
      <TextField
        label={translate('resources.flags.fields.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </StaffActionButton>
  );
}
