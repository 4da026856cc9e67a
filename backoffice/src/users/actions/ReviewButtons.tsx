import { useState } from 'react';
import { TextField } from '@mui/material';
import AssignmentLate from '@mui/icons-material/AssignmentLateOutlined';
import PushPin from '@mui/icons-material/PushPinOutlined';
import StickyNote from '@mui/icons-material/StickyNote2Outlined';
import { useRecordContext, useTranslate } from 'react-admin';
import { StaffActionButton } from '../../common/StaffActionButton';
import type { StaffUser } from '@annuaire/shared';
import { userPath } from './userPath';

/** Staff's note to the member, shown on their profile page (docs/product.md §3); empty removes it. */
export function StaffNoteButton() {
  const translate = useTranslate();
  const record = useRecordContext<StaffUser>();
  const [note, setNote] = useState('');
  if (!record) return null;
  const trimmed = note.trim();
  return (
    <StaffActionButton
      label="annuaire.users.actions.note"
      icon={<StickyNote />}
      reason="hidden"
      onOpen={() => setNote(record.note ?? '')}
      valid={trimmed.length <= 1000}
      request={() => ({ path: userPath(record.id, 'note'), body: { note: trimmed === '' ? null : trimmed } })}
      success="annuaire.users.done.note"
      successArgs={{ name: record.username }}
    >
      <TextField
        multiline
        minRows={3}
        label={translate('annuaire.users.actions.noteText')}
        helperText={translate('annuaire.users.actions.noteHelp')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
    </StaffActionButton>
  );
}

/** Ask the member to complete their profile (under review until done, docs/product.md §4), or withdraw it. */
export function ProfileCompletionButton() {
  const record = useRecordContext<StaffUser>();
  if (!record) return null;
  const requested = record.profileCompletionRequested;
  return (
    <StaffActionButton
      label={requested ? 'annuaire.users.actions.withdrawCompletion' : 'annuaire.users.actions.requestCompletion'}
      icon={<AssignmentLate />}
      reason="optional"
      content="annuaire.users.actions.completionContent"
      contentArgs={{ name: record.username }}
      request={(reason) => ({
        path: userPath(record.id, 'profile-completion'),
        body: { requested: !requested, ...(reason ? { reason } : {}) },
      })}
      success="annuaire.users.done.completion"
      successArgs={{ name: record.username }}
    />
  );
}

/** Keep the profile listed whatever its owner's inactivity, or not (docs/product.md §4 static profiles). */
export function StaticButton() {
  const record = useRecordContext<StaffUser>();
  if (!record) return null;
  return (
    <StaffActionButton
      action="setStatic"
      label={record.isStatic ? 'annuaire.users.actions.unsetStatic' : 'annuaire.users.actions.setStatic'}
      icon={<PushPin />}
      content="annuaire.users.actions.staticContent"
      request={(reason) => ({ path: userPath(record.id, 'static'), body: { isStatic: !record.isStatic, reason } })}
      success="annuaire.users.done.static"
      successArgs={{ name: record.username }}
    />
  );
}
