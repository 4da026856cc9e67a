import BlockRounded from '@mui/icons-material/BlockRounded';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useConversationAction } from '../api/conversation-actions';
import type { Conversation } from '../api/schemas';

/** Why nobody can write in this thread right now, most specific first. */
export type ThreadLock = 'blockedByMe' | 'blockedByThem' | 'readerUnavailable' | 'recipientUnavailable';

/** Takes the composer's place when writing is impossible, and says why (and how to undo a block of one's own). */
export function ThreadNotice({
  lock,
  username,
  conversation,
}: {
  lock: ThreadLock;
  username: string;
  conversation: Conversation | null;
}) {
  const { t } = useTranslation('messages');
  const action = useConversationAction();
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        flexWrap: 'wrap',
        px: { xs: 2, sm: 3 },
        py: 2,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
      }}
    >
      <Box sx={{ color: 'text.secondary', display: 'flex' }}>
        {lock.startsWith('blocked') ? <BlockRounded /> : <InfoOutlined />}
      </Box>
      <Typography sx={{ flex: 1, minWidth: 200 }} color="text.secondary">
        {t(`notice.${lock}`, { username })}
      </Typography>
      {lock === 'blockedByMe' && conversation && (
        <Button
          variant="outlined"
          size="small"
          disabled={action.isPending}
          onClick={() => action.mutate({ conversationId: conversation._id, action: 'unblock' })}
        >
          {t('actions.unblock')}
        </Button>
      )}
    </Box>
  );
}
