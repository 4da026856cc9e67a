import { useState } from 'react';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import DoNotDisturbOn from '@mui/icons-material/DoNotDisturbOn';
import Undo from '@mui/icons-material/Undo';
import { Button, TextField } from '@mui/material';
import { useListContext, useRecordContext, useTranslate } from 'react-admin';
import { ConfirmWithReason } from '../common/ConfirmWithReason';
import { useDecisions } from './decisions';
import type { QueuePicture } from '@annuaire/shared';

const NOTE_MAX = 500;

/** The bulk action of the queue: approve the selected pictures, all or nothing, after a confirmation. */
export function BulkApproveButton() {
  const translate = useTranslate();
  const { selectedIds } = useListContext<QueuePicture>();
  const { approve } = useDecisions();
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const count = selectedIds.length;
  return (
    <>
      <Button size="small" startIcon={<CheckCircleOutline />} onClick={() => setOpen(true)} disabled={count === 0}>
        {translate('annuaire.pictures.approveSelected')}
      </Button>
      <ConfirmWithReason
        open={open}
        title="annuaire.pictures.approveTitle"
        titleArgs={{ smart_count: count }}
        content="annuaire.pictures.approveContent"
        reason="hidden"
        confirmLabel="annuaire.pictures.approve"
        loading={loading}
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          setLoading(true);
          const done = await approve(selectedIds.map(String));
          setLoading(false);
          if (done) setOpen(false);
        }}
      />
    </>
  );
}

/** Approve one picture from its row, at once: the banner above the queue offers the undo. */
export function ApproveButton() {
  const translate = useTranslate();
  const record = useRecordContext<QueuePicture>();
  const { approve } = useDecisions();
  if (!record || record.state === 'approved') return null;
  return (
    <Button
      size="small"
      color="success"
      startIcon={<CheckCircleOutline />}
      onClick={(event) => {
        event.stopPropagation();
        void approve([record.id]);
      }}
    >
      {translate('annuaire.pictures.approve')}
    </Button>
  );
}

/** Decline one picture with a note to the member (docs/product.md §4: declined = pending with a note). */
export function DeclineButton() {
  const translate = useTranslate();
  const record = useRecordContext<QueuePicture>();
  const { decline } = useDecisions();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [loading, setLoading] = useState(false);
  if (!record || record.state !== 'pending') return null;
  const trimmed = note.trim();
  return (
    <>
      <Button
        size="small"
        color="warning"
        startIcon={<DoNotDisturbOn />}
        onClick={(event) => {
          event.stopPropagation();
          setNote('');
          setOpen(true);
        }}
      >
        {translate('annuaire.pictures.decline')}
      </Button>
      <ConfirmWithReason
        open={open}
        title="annuaire.pictures.declineTitle"
        titleArgs={{ name: record.username }}
        content="annuaire.pictures.declineContent"
        reason="hidden"
        valid={trimmed.length > 0 && trimmed.length <= NOTE_MAX}
        confirmLabel="annuaire.pictures.decline"
        confirmColor="warning"
        loading={loading}
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          setLoading(true);
          const done = await decline(record.id, trimmed);
          setLoading(false);
          if (done) setOpen(false);
        }}
      >
        <TextField
          label={translate('annuaire.pictures.note')}
          helperText={translate('annuaire.pictures.noteHelp')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          required
          multiline
          minRows={2}
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
        />
      </ConfirmWithReason>
    </>
  );
}

/** A declined picture's row: take the decision back, the picture awaits review again. */
export function UndoButton() {
  const translate = useTranslate();
  const record = useRecordContext<QueuePicture>();
  const { undo } = useDecisions();
  if (!record || record.state === 'pending') return null;
  return (
    <Button
      size="small"
      startIcon={<Undo />}
      onClick={(event) => {
        event.stopPropagation();
        void undo([record.id]);
      }}
    >
      {translate('annuaire.pictures.undo')}
    </Button>
  );
}
