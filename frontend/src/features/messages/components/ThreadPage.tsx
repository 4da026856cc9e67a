import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import WavingHandOutlined from '@mui/icons-material/WavingHandOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '@/components/EmptyState';
import { LocaleLink } from '@/components/LocaleLink';
import { PageLoader } from '@/components/PageLoader';
import { useCurrentUser } from '@/lib/current-user';
import { ApiError } from '@/lib/api-client';
import { usePageMeta } from '@/lib/head';
import { toastDefaultError, toastError } from '@/lib/toast';
import { useThread } from '../api/get-thread';
import { conversationKeys } from '../api/keys';
import { blockStateOf } from '../api/schemas';
import { useSendMessage } from '../api/send-message';
import { readerUnavailability } from '../reader-availability';
import { Composer } from './Composer';
import { ConversationListError } from './ConversationList';
import { MessageList } from './MessageList';
import { MessagingUnavailable } from './MessagingUnavailable';
import { ThreadHeader } from './ThreadHeader';
import { ThreadNotice, type ThreadLock } from './ThreadNotice';
import { useMarkReadWhileOpen } from './use-mark-read-while-open';

/** The send refusals of docs/api.md the reader can understand, and the sentence for each. */
const SEND_REFUSALS = {
  blocked: 'sendErrors.blocked',
  conversation_blocked: 'sendErrors.conversationBlocked',
  recipient_unavailable: 'sendErrors.recipientUnavailable',
  messaging_unavailable: 'sendErrors.messagingUnavailable',
} as const;
const isRefusal = (code: string | undefined): code is keyof typeof SEND_REFUSALS =>
  code !== undefined && code in SEND_REFUSALS;

/** The panel fills the screen under the top bar (and above the bottom navigation on phones). */
const panelHeight = {
  xs: 'calc(100dvh - 168px)',
  md: 'calc(100dvh - 160px)',
} as const;

function Thread({ username }: { username: string }) {
  const { t } = useTranslation('messages');
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const { query, messages, conversation, recipient } = useThread(username);
  const send = useSendMessage(username);
  const [pending, setPending] = useState<string | null>(null);
  usePageMeta(t('meta.threadTitle', { username: recipient?.username ?? username }));
  useMarkReadWhileOpen(conversation?._id ?? null, messages, recipient?._id ?? null);

  const { fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  const loadOlder = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  const onSend = async (body: string): Promise<boolean> => {
    setPending(body);
    try {
      await send.mutateAsync(body);
      return true;
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined;
      const params =
        error instanceof ApiError ? (error.body?.issues?.[0]?.params as { host?: unknown } | undefined) : undefined;
      if (code === 'blocked_hostname' && typeof params?.host === 'string') {
        toastError(t('sendErrors.blockedHost', { host: params.host }));
      } else if (isRefusal(code)) {
        toastError(t(SEND_REFUSALS[code], { username }));
        // The refusal means the thread's state changed (a block, an absence): show it as it is now.
        void queryClient.invalidateQueries({ queryKey: conversationKeys.thread(username) });
      } else {
        toastDefaultError();
      }
      return false;
    } finally {
      setPending(null);
    }
  };

  if (query.isPending) return <PageLoader minHeight={400} />;
  if (query.isError && !query.data) {
    const code = query.error instanceof ApiError ? query.error.code : undefined;
    if (code === 'messaging_unavailable') return <MessagingUnavailable reason="ghost" />;
    if (code === 'not_found' || code === 'cannot_message_self') {
      return (
        <>
          <EmptyState
            icon={<PersonOffOutlined />}
            title={t(code === 'not_found' ? 'thread.notFound' : 'thread.self')}
            hint={t(code === 'not_found' ? 'thread.notFoundHint' : 'thread.selfHint')}
          />
          <Box sx={{ textAlign: 'center', mt: 2.5 }}>
            <Button component={LocaleLink} to="/messages" variant="outlined">
              {t('thread.back')}
            </Button>
          </Box>
        </>
      );
    }
    return <ConversationListError onRetry={() => void query.refetch()} />;
  }
  if (!recipient) return null;

  const readerReason = user ? readerUnavailability(user) : null;
  if (readerReason === 'ghost') return <MessagingUnavailable reason="ghost" />;
  const blockState = blockStateOf(conversation);
  const lock: ThreadLock | null =
    blockState === 'byMe'
      ? 'blockedByMe'
      : blockState === 'byThem'
        ? 'blockedByThem'
        : readerReason === 'account'
          ? 'readerUnavailable'
          : !recipient.messagingAvailable
            ? 'recipientUnavailable'
            : null;

  return (
    <Paper
      variant="outlined"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: panelHeight,
        minHeight: 420,
        maxHeight: 960,
        borderRadius: '20px',
        overflow: 'hidden',
        mx: { xs: -1, sm: 0 },
      }}
    >
      <ThreadHeader recipient={recipient} conversation={conversation} />
      {messages.length === 0 && pending === null ? (
        <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', px: 3 }}>
          <EmptyState
            icon={<WavingHandOutlined />}
            title={t('thread.empty', { username: recipient.username })}
            hint={t('thread.emptyHint')}
          />
        </Box>
      ) : (
        <MessageList
          messages={messages}
          recipient={recipient}
          pending={pending}
          hasOlder={hasNextPage}
          loadingOlder={isFetchingNextPage}
          onLoadOlder={loadOlder}
        />
      )}
      {lock ? (
        <ThreadNotice lock={lock} username={recipient.username} conversation={conversation} />
      ) : (
        <Composer username={recipient.username} sending={pending !== null} onSend={onSend} />
      )}
    </Paper>
  );
}

/** `/messages/{username}`: the conversation with one member. A new username is a new thread, from scratch. */
export function ThreadPage() {
  const { username = '' } = useParams();
  return <Thread key={username.toLowerCase()} username={username} />;
}
