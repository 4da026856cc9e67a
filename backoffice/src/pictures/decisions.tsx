import { createContext, useContext, useState, type ReactNode } from 'react';
import { Alert, Button } from '@mui/material';
import { useNotify, useRefresh, useTranslate, useUnselectAll } from 'react-admin';
import { useStaffApi } from '../common/useStaffApi';

/** The queue's last decision, kept on screen so it can be taken back even after its toast is gone. */
export interface Decision {
  readonly kind: 'approved' | 'declined';
  readonly ids: readonly string[];
}

const DecisionContext = createContext<{ last: Decision | null; remember: (decision: Decision | null) => void }>({
  last: null,
  remember: () => {},
});

export function DecisionProvider({ children }: { children: ReactNode }) {
  const [last, remember] = useState<Decision | null>(null);
  return <DecisionContext.Provider value={{ last, remember }}>{children}</DecisionContext.Provider>;
}

const queuePath = (id: string) => `/api/admin/pictures/${encodeURIComponent(id)}`;

/**
 * The moderation decisions (docs/api.md, Staff tools): approve in bulk (all or nothing), decline with a
 * note, undo. Each says how it went and refreshes the queue.
 */
export function useDecisions() {
  const api = useStaffApi();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('pictures');
  const { last, remember } = useContext(DecisionContext);

  const attempt = async (call: () => Promise<void>, success: string, args: Record<string, unknown>) => {
    try {
      await call();
      notify(success, { type: 'success', messageArgs: args });
      return true;
    } catch (error) {
      notify(error instanceof Error ? error.message : 'annuaire.errors.default', { type: 'error' });
      return false;
    } finally {
      refresh();
    }
  };

  return {
    last,
    approve: async (ids: readonly string[]) => {
      const done = await attempt(
        async () => void (await api.command('/api/admin/pictures/approve', { body: { ids } })),
        'annuaire.pictures.approved',
        { smart_count: ids.length },
      );
      if (done) {
        unselectAll();
        remember({ kind: 'approved', ids });
      }
      return done;
    },
    decline: async (id: string, note: string) => {
      const done = await attempt(
        async () => void (await api.command(queuePath(id), { method: 'PUT', body: { state: 'declined', note } })),
        'annuaire.pictures.declined',
        {},
      );
      if (done) remember({ kind: 'declined', ids: [id] });
      return done;
    },
    undo: async (ids: readonly string[]) => {
      const done = await attempt(
        async () => {
          for (const id of ids) await api.command(`${queuePath(id)}/undo`);
        },
        'annuaire.pictures.undoDone',
        {},
      );
      if (done) remember(null);
      return done;
    },
  };
}

/** "Last decision: 3 pictures approved — Undo", above the queue until the next decision. */
export function LastDecisionBanner() {
  const translate = useTranslate();
  const { last, undo } = useDecisions();
  const [busy, setBusy] = useState(false);
  if (!last) return null;
  const decision =
    last.kind === 'approved'
      ? translate('annuaire.pictures.approved', { smart_count: last.ids.length })
      : translate('annuaire.pictures.declined');
  return (
    <Alert
      severity="success"
      sx={{ mb: 2 }}
      action={
        <Button
          color="inherit"
          size="small"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            await undo(last.ids);
            setBusy(false);
          }}
        >
          {translate('annuaire.pictures.undo')}
        </Button>
      }
    >
      {translate('annuaire.pictures.lastDecision', { decision })}
    </Alert>
  );
}
