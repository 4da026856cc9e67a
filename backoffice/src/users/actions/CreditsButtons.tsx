import { useState } from 'react';
import { Checkbox, FormControlLabel, TextField } from '@mui/material';
import AddCard from '@mui/icons-material/AddCard';
import Tune from '@mui/icons-material/Tune';
import { useRecordContext, useTranslate } from 'react-admin';
import { StaffActionButton } from '../../common/StaffActionButton';
import type { StaffUser } from '@annuaire/shared';
import { userPath } from './userPath';

/** The server's bounds on one credit movement (backend/src/credits/schema.ts). */
const MAX_CREDITS = 100_000;

const parseWhole = (text: string) => (/^-?\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);

/** Deposit credits (`{credits, notify}`, docs/product.md §3): the member may be told by a notification. */
export function DepositCreditsButton() {
  const translate = useTranslate();
  const record = useRecordContext<StaffUser>();
  const [credits, setCredits] = useState('');
  const [notify, setNotify] = useState(true);
  if (!record) return null;
  const amount = parseWhole(credits);
  const valid = Number.isInteger(amount) && amount > 0 && amount <= MAX_CREDITS;
  return (
    <StaffActionButton
      action="depositCredits"
      label="annuaire.users.actions.deposit"
      icon={<AddCard />}
      onOpen={() => {
        setCredits('');
        setNotify(true);
      }}
      valid={valid}
      request={(reason) => ({ path: userPath(record.id, 'credits'), body: { credits: amount, notify, reason } })}
      success="annuaire.users.done.deposited"
      successArgs={{ name: record.username }}
    >
      <TextField
        label={translate('annuaire.users.actions.credits')}
        type="number"
        value={credits}
        onChange={(event) => setCredits(event.target.value)}
        required
        autoFocus
        slotProps={{ htmlInput: { min: 1, max: MAX_CREDITS, step: 1 } }}
      />
      <FormControlLabel
        control={<Checkbox checked={notify} onChange={(event) => setNotify(event.target.checked)} />}
        label={translate('annuaire.users.actions.notify')}
      />
    </StaffActionButton>
  );
}

/** Adjust credits up or down (a correction); the balance never goes below zero (409 otherwise). */
export function AdjustCreditsButton() {
  const translate = useTranslate();
  const record = useRecordContext<StaffUser>();
  const [credits, setCredits] = useState('');
  if (!record) return null;
  const amount = parseWhole(credits);
  const valid = Number.isInteger(amount) && amount !== 0 && Math.abs(amount) <= MAX_CREDITS;
  return (
    <StaffActionButton
      action="adjustCredits"
      label="annuaire.users.actions.adjust"
      icon={<Tune />}
      onOpen={() => setCredits('')}
      valid={valid}
      request={(reason) => ({ path: userPath(record.id, 'credits/adjust'), body: { credits: amount, reason } })}
      success="annuaire.users.done.adjusted"
      successArgs={{ name: record.username }}
    >
      <TextField
        label={translate('annuaire.users.actions.credits')}
        type="number"
        value={credits}
        onChange={(event) => setCredits(event.target.value)}
        helperText={translate('annuaire.users.actions.adjustHelp')}
        required
        autoFocus
        slotProps={{ htmlInput: { min: -MAX_CREDITS, max: MAX_CREDITS, step: 1 } }}
      />
    </StaffActionButton>
  );
}
