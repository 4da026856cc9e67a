import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import MergeType from '@mui/icons-material/MergeType';
import { AutocompleteInput, Form, ReferenceInput, Title, useGetOne, useRedirect, useTranslate } from 'react-admin';
import { ConfirmWithReason } from '../../common/ConfirmWithReason';
import { useStaffCommand } from '../../common/useStaffCommand';
import { MergePreviewCard, type MergePreview } from './MergePreviewCard';
import { PairWatcher } from './PairWatcher';

/** A user picker searching username, email or id (the list's `q` filter). */
function UserPicker({ source, label }: { source: string; label: string }) {
  return (
    <ReferenceInput source={source} reference="users" sort={{ field: 'username', order: 'ASC' }} perPage={10}>
      <AutocompleteInput
        label={label}
        optionText="username"
        filterToQuery={(q: string) => ({ q })}
        fullWidth
        sx={{ minWidth: 280 }}
      />
    </ReferenceInput>
  );
}

/**
 * Merge users (admin): pick the source (closed) and the target (kept), see what would move, then
 * confirm with a reason (`POST /api/merge-users`).
 */
export function MergeUsers() {
  const translate = useTranslate();
  const redirect = useRedirect();
  const [params] = useSearchParams();
  const [pair, setPair] = useState<{ source: string; target: string }>({
    source: params.get('from') ?? '',
    target: '',
  });
  const [confirming, setConfirming] = useState(false);
  const { run, loading } = useStaffCommand();
  const ready = pair.source !== '' && pair.target !== '' && pair.source !== pair.target;
  const { data: preview, error } = useGetOne<MergePreview & { id: string }>(
    'merge-preview',
    { id: `${pair.source}:${pair.target}` },
    { enabled: ready, retry: false },
  );

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="annuaire.users.merge.title" />
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Typography>{translate('annuaire.users.merge.intro')}</Typography>
            <Form defaultValues={{ sourceUserId: pair.source, targetUserId: '' }} onSubmit={() => undefined}>
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
                <UserPicker source="sourceUserId" label="annuaire.users.merge.source" />
                <UserPicker source="targetUserId" label="annuaire.users.merge.target" />
              </Stack>
              <PairWatcher onChange={setPair} />
            </Form>
            {!ready && (
              <Typography sx={{ color: 'text.secondary' }}>{translate('annuaire.users.merge.pick')}</Typography>
            )}
            {ready && error ? (
              <Alert severity="error">
                {translate(error instanceof Error ? error.message : 'annuaire.errors.default')}
              </Alert>
            ) : null}
            {ready && preview && <MergePreviewCard preview={preview} />}
            <Box>
              <Button
                variant="contained"
                color="warning"
                startIcon={<MergeType />}
                disabled={!ready || !preview}
                onClick={() => setConfirming(true)}
              >
                {translate('annuaire.users.merge.submit')}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
      {preview && (
        <ConfirmWithReason
          open={confirming}
          title="annuaire.users.merge.confirmTitle"
          titleArgs={{ source: preview.source.username, target: preview.target.username }}
          content={<MergePreviewCard preview={preview} />}
          confirmLabel="annuaire.users.merge.submit"
          confirmColor="warning"
          loading={loading}
          onClose={() => setConfirming(false)}
          onConfirm={async (reason) => {
            const result = await run(
              { path: '/api/merge-users', body: { sourceUserId: pair.source, targetUserId: pair.target, reason } },
              {
                success: 'annuaire.users.done.merged',
                successArgs: { source: preview.source.username, target: preview.target.username },
              },
            );
            if (result.ok) {
              setConfirming(false);
              redirect('show', 'users', pair.target);
            }
          }}
        />
      )}
    </Box>
  );
}
