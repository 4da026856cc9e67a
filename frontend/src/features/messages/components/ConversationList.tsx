import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { Conversation } from '../api/schemas';
import { ConversationRow } from './ConversationRow';

const panel = { borderRadius: '20px', overflow: 'hidden' } as const;

export function ConversationList({ conversations, label }: { conversations: readonly Conversation[]; label: string }) {
  const now = new Date();
  return (
    <Paper variant="outlined" sx={panel}>
      <List disablePadding aria-label={label}>
        {conversations.map((conversation, index) => (
          <Fragment key={conversation._id}>
            {index > 0 && <Divider component="li" aria-hidden variant="inset" sx={{ ml: { xs: 9, sm: 11 } }} />}
            <ConversationRow conversation={conversation} now={now} />
          </Fragment>
        ))}
      </List>
    </Paper>
  );
}

/** Placeholder rows with the shape of the real ones, so the page does not jump when they arrive. */
export function ConversationListSkeleton() {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={panel} role="status" aria-label={t('misc.loading')}>
      {Array.from({ length: 5 }, (_, index) => (
        <Box key={index} sx={{ display: 'flex', gap: 2, alignItems: 'center', px: 2.5, py: 1.75 }}>
          <Skeleton variant="circular" width={52} height={52} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="35%" />
            <Skeleton width="70%" />
          </Box>
        </Box>
      ))}
    </Paper>
  );
}

/** docs/product.md §7: the list does not retry by itself; the reader may. */
export function ConversationListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const { t: tm } = useTranslation('messages');
  return (
    <Paper variant="outlined" role="alert" sx={{ ...panel, p: 4, textAlign: 'center' }}>
      <Typography sx={{ mb: 2 }}>{t('misc.fetchError')}</Typography>
      <Button variant="outlined" onClick={onRetry}>
        {tm('list.retry')}
      </Button>
    </Paper>
  );
}
