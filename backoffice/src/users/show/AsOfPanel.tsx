import { useState } from 'react';
import { Alert, Button, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import History from '@mui/icons-material/History';
import { useGetOne, useTranslate } from 'react-admin';
import { USER_AS_OF } from '../../common/dataProvider';
import { RoleChip, useFormatDateTime, VerificationChip } from '../fields';
import type { UserAsOf } from '@annuaire/shared';
import { fromLocalInput, toLocalInput } from './asOfTime';

interface AsOfPanelProps {
  readonly userId: string;
  /** The moment shown (ISO), or null for now. */
  readonly asOf: string | null;
  readonly onChange: (asOf: string | null) => void;
}

/**
 * Time travel for auditors: pick a date and time, see the user and the balance as the events say they
 * were then (`GET /api/admin/users/{id}?asOf=`, replayed from the event store, not the read models).
 */
export function AsOfPanel({ userId, asOf, onChange }: AsOfPanelProps) {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const [value, setValue] = useState(asOf ? toLocalInput(asOf) : '');
  // A moment chosen elsewhere (a history row, "Now") replaces what was typed: adjusted while rendering,
  // as React advises for state that follows a prop, rather than one render late in an effect.
  const [shownAsOf, setShownAsOf] = useState(asOf);
  if (shownAsOf !== asOf) {
    setShownAsOf(asOf);
    setValue(asOf ? toLocalInput(asOf) : '');
  }
  const { data, error, isPending } = useGetOne<UserAsOf>(
    USER_AS_OF,
    { id: userId, meta: { asOf } },
    { enabled: asOf !== null, retry: false },
  );
  const picked = fromLocalInput(value);

  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            type="datetime-local"
            label={translate('annuaire.users.history.asOf')}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
            helperText={translate('annuaire.users.history.asOfHelp')}
            sx={{ minWidth: 260 }}
            size="small"
          />
          <Button variant="contained" startIcon={<History />} disabled={!picked} onClick={() => onChange(picked)}>
            {translate('annuaire.users.history.asOfShow')}
          </Button>
          {asOf && <Button onClick={() => onChange(null)}>{translate('annuaire.users.history.asOfClear')}</Button>}
        </Stack>
        {asOf && error ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            {translate('annuaire.users.history.asOfMissing')}
          </Alert>
        ) : null}
        {asOf && !error && !isPending && data && (
          <Stack spacing={1} sx={{ mt: 2 }} role="region" aria-label={translate('annuaire.users.history.asOfResult')}>
            <Typography variant="h6" component="h2">
              {translate('annuaire.users.history.asOfTitle', { date: formatDateTime(asOf) })}
            </Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
              {translate('annuaire.users.history.asOfBalance', { balance: data.balance })}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 600 }}>{data.user.username}</Typography>
              <RoleChip role={data.user.role} />
              {data.user.libertine && <Chip size="small" label={translate('resources.users.fields.libertine')} />}
              {data.user.pending && <Chip size="small" label={translate('resources.users.fields.pending')} />}
              {data.user.vipUntil && (
                <Chip
                  size="small"
                  color="secondary"
                  label={`${translate('resources.users.fields.vip')} ${formatDateTime(data.user.vipUntil)}`}
                />
              )}
              {data.user.virtualLocked && (
                <Chip size="small" label={translate('resources.users.fields.virtualLocked')} />
              )}
              <VerificationChip state={data.user.verificationState} />
            </Stack>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {translate('annuaire.users.history.historyUntil')}
            </Typography>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
