import { useEffect, useState } from 'react';
import { Alert, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useStaffApi } from '../common/useStaffApi';

/** Wait this long after the last change of the audience before counting again. */
const DEBOUNCE_MS = 300;

type Count = { state: 'idle' } | { state: 'counting' } | { state: 'done'; count: number } | { state: 'failed' };

/** The server's answer, kept with the audience it was asked for. */
type Answer = { audience: string; count: Count };

/** How many members the audience reaches, asked again whenever it changes. */
export function useRecipientCount(recipientCategory: string | undefined, activityDateGreaterThan: string | null) {
  const api = useStaffApi();
  const [answer, setAnswer] = useState<Answer | null>(null);
  // An answer counts only for the audience it was asked for: until the new one comes, the count is pending.
  const audience = JSON.stringify([recipientCategory, activityDateGreaterThan]);
  useEffect(() => {
    if (!recipientCategory) return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      try {
        const { data } = await api.command<{ count: number }>('/api/notifications/batch/count', {
          body: { recipientCategory, ...(activityDateGreaterThan ? { activityDateGreaterThan } : {}) },
        });
        if (!cancelled) setAnswer({ audience, count: { state: 'done', count: data.count } });
      } catch {
        if (!cancelled) setAnswer({ audience, count: { state: 'failed' } });
      }
    }, DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [api, audience, recipientCategory, activityDateGreaterThan]);
  if (!recipientCategory) return IDLE;
  return answer?.audience === audience ? answer.count : COUNTING;
}

const IDLE: Count = { state: 'idle' };
const COUNTING: Count = { state: 'counting' };

/** The live count above the send button: "This batch will reach 1,204 members". */
export function RecipientCount({ onCount }: { onCount?: (count: number | null) => void }) {
  const translate = useTranslate();
  const recipientCategory = useWatch<{ recipientCategory?: string }>({ name: 'recipientCategory' });
  const activity = useWatch<{ activityDateGreaterThan?: string | null }>({ name: 'activityDateGreaterThan' });
  const count = useRecipientCount(recipientCategory, activity || null);
  useEffect(() => onCount?.(count.state === 'done' ? count.count : null), [count, onCount]);
  if (count.state === 'idle') return null;
  if (count.state === 'counting') {
    return (
      <Alert severity="info" icon={<CircularProgress size={18} />} role="status">
        {translate('annuaire.notificationBatches.counting')}
      </Alert>
    );
  }
  if (count.state === 'failed')
    return <Alert severity="warning">{translate('annuaire.notificationBatches.countFailed')}</Alert>;
  return (
    <Alert severity="info" role="status">
      {translate('annuaire.notificationBatches.count', { smart_count: count.count })}
    </Alert>
  );
}
